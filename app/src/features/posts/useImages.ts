import { indexAfterRemoval } from '@plume/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOO_MANY_IMAGES } from '../../../../edge/contract/post-limits.ts';
import { pickImages } from './imageFiles.ts';
import { prepareImage } from './prepareImage.ts';

export type ChosenImage = { id: string; file: File; url: string; name: string };

/**
 * The images chosen for a run (SPEC §2 Media, §4 "Images list"): accepted types only, scaled and
 * re-encoded as they arrive, previewed from object URLs that are released when an image goes.
 */
export function useImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [index, setIndex] = useState(0);
  const [preparing, setPreparing] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const live = useRef(images);
  live.current = images;
  // Counts images still being prepared, so a burst of drops cannot pass 10 in all.
  const pending = useRef(0);

  useEffect(
    () => () => {
      for (const image of live.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = useCallback(async (files: readonly File[]) => {
    const { keep, overLimit } = pickImages(files, live.current.length + pending.current);
    setNotice(overLimit > 0 ? TOO_MANY_IMAGES : null);
    if (keep.length === 0) return;
    pending.current += keep.length;
    setPreparing((n) => n + keep.length);
    try {
      const prepared = await Promise.all(keep.map(prepareImage));
      const added = prepared.map((file, i) => ({
        id: crypto.randomUUID(),
        file,
        url: URL.createObjectURL(file),
        name: keep[i]?.name ?? file.name,
      }));
      // Show the first of the new images, as a person expects after adding.
      setIndex(live.current.length);
      setImages((shown) => [...shown, ...added]);
    } finally {
      pending.current -= keep.length;
      setPreparing((n) => n - keep.length);
    }
  }, []);

  const remove = useCallback((id: string) => {
    const at = live.current.findIndex((image) => image.id === id);
    const gone = live.current[at];
    if (!gone) return;
    URL.revokeObjectURL(gone.url);
    const rest = live.current.filter((image) => image.id !== id);
    setImages(rest);
    // The carousel deletes the image in view; the next one slides into its place.
    setIndex(indexAfterRemoval(at, rest.length));
    setNotice(null);
  }, []);

  /** Lets go of the images a run has drafted, so the next run charges only for what is added then. */
  const discard = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    for (const image of live.current) if (gone.has(image.id)) URL.revokeObjectURL(image.url);
    const rest = live.current.filter((image) => !gone.has(image.id));
    live.current = rest;
    setImages(rest);
    setIndex(0);
    setNotice(null);
  }, []);

  return {
    images,
    index: Math.min(index, Math.max(images.length - 1, 0)),
    setIndex,
    preparing: preparing > 0,
    notice,
    add: (files: readonly File[]) => void add(files),
    remove,
    discard,
  };
}
