import type { ComponentType } from 'react';

/** SPEC §9: a screen's script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

type ScreenModule = { default: ComponentType };

/**
 * A route's `lazy` for code splitting: the screen module loads on first visit. A load that fails or
 * times out rejects, and the route's error screen shows the message.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('This screen took too long to load. Check your connection and reload.')),
        timeoutMs,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
