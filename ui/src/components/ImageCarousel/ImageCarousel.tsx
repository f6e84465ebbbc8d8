import { type DragEvent, type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { AddButton } from '../../lib/ListButtons.tsx';
import { Box } from '../Box/Box.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './ImageCarousel.css.ts';
import { ACCEPT_ATTRIBUTE, acceptedImages, wrapIndex } from './images.ts';

/** One picked image; `src` is whatever the app made for it (an object URL of the scaled copy). */
export interface CarouselImage {
  id: string;
  src: string;
  /** The file name: the image's alt text unless `alt` is given. */
  name: string;
  alt?: string;
}

export interface ImageCarouselProps {
  /** The images chosen so far, each with an id and a preview URL. */
  images: readonly CarouselImage[];
  /** The image shown; the app keeps it (see `wrapIndex`, `indexAfterRemoval`). */
  index: number;
  /** Called with the index to show after previous/next or an arrow key (wraps round). */
  onIndexChange: (index: number) => void;
  /**
   * Files dropped or picked, already filtered to JPEG/JPG/PNG/WebP (others are silently ignored,
   * SPEC §5); never called with an empty list.
   */
  onAddFiles: (files: File[]) => void;
  /** Delete the image shown (its id). */
  onRemove: (id: string) => void;
  /** Default 'Media' (SPEC §2). */
  label?: string;
  /** Under the drop zone. Default 'JPEG, PNG or WebP — several at once'. */
  hint?: string;
  /** While a run is in flight: nothing can be added or removed. */
  disabled?: boolean;
}

/**
 * SPEC §2 /post-generation "Media": drag-and-drop or click to pick several images, a preview with
 * previous/next (wrapping), an 'N / M' counter and a delete for the image shown. Arrow keys move
 * between images while focus is in the carousel.
 */
export function ImageCarousel({
  images,
  index,
  onIndexChange,
  onAddFiles,
  onRemove,
  label = 'Media',
  hint = 'JPEG, PNG or WebP — several at once',
  disabled = false,
}: ImageCarouselProps): ReactElement {
  const labelId = useId();
  const hintId = useId();
  const dropTitleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const count = images.length;
  const shown = count > 0 ? Math.min(Math.max(index, 0), count - 1) : 0;
  const current = images[shown];

  const add = (files: FileList | null) => {
    const accepted = acceptedImages(Array.from(files ?? []));
    if (accepted.length > 0) onAddFiles(accepted);
  };
  const pick = () => {
    if (!disabled) input.current?.click();
  };
  const step = (delta: number) => onIndexChange(wrapIndex(shown + delta, count));

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (disabled || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      // Without this the browser opens the dropped file instead of handing it over.
      if (disabled || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      // Moving over a child fires a leave on the parent: only leaving the whole area counts.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) add(event.dataTransfer.files);
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={s.field}>
      <span id={labelId} className={s.label}>
        {label}
      </span>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(event) => {
          add(event.currentTarget.files);
          // The same file can be picked again after it was deleted.
          event.currentTarget.value = '';
        }}
      />
      {current ? (
        <section
          aria-roledescription="carousel"
          aria-labelledby={labelId}
          className={cx(s.carousel, dragging && s.dragging)}
          onKeyDown={onKeyDown}
          {...dropHandlers}
        >
          <div className={s.frame}>
            <img
              key={current.id}
              className={s.image}
              src={current.src}
              alt={current.alt ?? current.name}
              decoding="async"
            />
            {count > 1 ? (
              <>
                <IconButton
                  variant="solid"
                  label="Previous image"
                  icon={<Icons.ChevronLeft size="sm" />}
                  className={cx(s.nav, s.prev)}
                  onClick={() => step(-1)}
                />
                <IconButton
                  variant="solid"
                  label="Next image"
                  icon={<Icons.ChevronRight size="sm" />}
                  className={cx(s.nav, s.next)}
                  onClick={() => step(1)}
                />
              </>
            ) : null}
            <IconButton
              variant="solid"
              size="sm"
              label="Delete image"
              icon={<Icons.Trash size="sm" />}
              className={s.remove}
              disabled={disabled}
              onClick={() => onRemove(current.id)}
            />
            <span className={s.counter} aria-live="polite">
              {shown + 1} / {count}
            </span>
          </div>
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="md" minWidth={0}>
            <span className={s.fileName} title={current.name}>
              {current.name}
            </span>
            <AddButton disabled={disabled} onClick={pick}>
              Add images
            </AddButton>
          </Box>
        </section>
      ) : (
        <button
          type="button"
          className={cx(s.dropZone, dragging && s.dragging)}
          // Every word it shows is in its name (WCAG 2.5.3), after the field's label.
          aria-labelledby={`${labelId} ${dropTitleId} ${hintId}`}
          disabled={disabled}
          onClick={pick}
          {...dropHandlers}
        >
          <span className={s.dropIcon} aria-hidden="true">
            <Icons.ImagePlus size="lg" />
          </span>
          <span id={dropTitleId} className={s.dropTitle}>
            <span className={s.dropAction}>Click to choose</span> or drag and drop images here
          </span>{' '}
          <span id={hintId} className={s.hint}>
            {hint}
          </span>
        </button>
      )}
    </div>
  );
}
