import { createContext, type ReactElement, useContext, useEffect, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as s from './Markdown.css.ts';
import type { Markdown, MarkdownProps } from './Markdown.tsx';

type Renderer = typeof Markdown;

let loaded: Renderer | null = null;
let pending: Promise<Renderer> | null = null;

/**
 * Fetches the Markdown renderer (markdown-to-jsx and its rules, about 10 kB gzip) once, for screens
 * that show no Markdown in their first paint. Call it after that paint to have it ready for the first
 * concept or post opened; a failed download is tried again on the next call.
 */
export function loadMarkdown(): Promise<Renderer> {
  pending ??= import('./Markdown.tsx').then(
    (module) => {
      loaded = module.Markdown;
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The renderer a screen already holds: one whose first paint is Markdown (a library item) imports
 * `Markdown` statically, so it downloads with the screen, and hands it down here to render at once.
 */
export const MarkdownRenderer = createContext<Renderer | null>(null);

/**
 * The Markdown renderer to draw with: the one from `MarkdownRenderer`, or the loaded one; otherwise
 * `null` while it is fetched (`loadMarkdown`). A failed download reaches the route's error screen, as a
 * screen chunk that fails does.
 */
export function useMarkdownRenderer(): Renderer | null {
  const provided = useContext(MarkdownRenderer);
  const [renderer, setRenderer] = useState<Renderer | null>(() => loaded);
  const [failure, setFailure] = useState<Error | null>(null);
  const ready = provided ?? renderer;
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadMarkdown().then(
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
  }, [ready]);
  if (failure) throw failure;
  return ready;
}

/**
 * What stands where Markdown text will be while its renderer downloads: lines of placeholder, about as
 * many as the text will take (one for a short text, at most three), in the text's own block.
 */
export function MarkdownPlaceholder({ children, className }: MarkdownProps): ReactElement {
  return (
    <div className={cx(s.prose, className)} aria-busy="true">
      <Skeleton lines={Math.min(3, Math.max(1, Math.ceil(children.length / 80)))} />
    </div>
  );
}

/**
 * `Markdown` for components that a screen may show after its first paint (a concept panel, a post
 * card), so that the renderer is not part of the screen's first download: until it has arrived,
 * `MarkdownPlaceholder` stands where the text will be.
 */
export function DeferredMarkdown(props: MarkdownProps): ReactElement {
  const Render = useMarkdownRenderer();
  return Render ? <Render {...props} /> : <MarkdownPlaceholder {...props} />;
}
