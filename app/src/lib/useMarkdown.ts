import type { Markdown as MarkdownComponent } from '@plume/ui';
import { useEffect, useState } from 'react';

type Renderer = typeof MarkdownComponent;

let loaded: Renderer | null = null;
let pending: Promise<Renderer> | null = null;

function load(): Promise<Renderer> {
  pending ??= import('./markdown.ts').then(
    (module) => {
      loaded = module.Markdown;
      return loaded;
    },
    (error: unknown) => {
      pending = null; // a later screen may try again
      throw error;
    },
  );
  return pending;
}

/**
 * The Markdown renderer (about 9 kB gzip, a fourteenth of a screen's first download) for screens whose
 * first paint shows no Markdown: it is fetched once the screen has painted, instead of holding that paint
 * back.
 * `null` until it has arrived; a screen shows what depends on it then. A failed download reaches the
 * route's error screen, like a screen chunk that fails.
 */
export function useMarkdown(): Renderer | null {
  const [renderer, setRenderer] = useState<Renderer | null>(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (renderer) return;
    let live = true;
    load().then(
      (next) => {
        if (live) setRenderer(() => next);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [renderer]);
  if (failure) throw failure;
  return renderer;
}
