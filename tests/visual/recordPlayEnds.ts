/** How a story's play function ended: `error` is its failure's message, null when it passed. */
export type PlayEnd = { error: string | null };

/** What recordPlayEnds keeps on the page's window, by story id. */
export type PlayEndsWindow = { __visualPlayEnds: Record<string, PlayEnd> };

/**
 * Runs in the page before its own scripts (page.addInitScript): records, by story id, that the play
 * function of the story's render has ended, and how.
 *
 * The render's phase alone cannot say so. An args update sent while a play function runs (a field it
 * types into, kept in the args) makes the preview render the story again while the play goes on, and
 * that render runs through its own phases to 'finished' — for up to a few hundred milliseconds in the
 * middle of a play, long enough for the screenshot to start early. Only the render that runs the play
 * reaches 'played' (or 'errored' when the play fails). And a failed play still ends its render
 * 'finished' with no error shown (Storybook's `throwPlayFunctionExceptions: false`), so this is also
 * where the harness hears that it failed instead of comparing a half-played story.
 */
export function recordPlayEnds(): void {
  type Channel = { on: (event: string, listener: (payload: never) => void) => void };
  const ends: Record<string, PlayEnd> = {};
  (window as unknown as PlayEndsWindow).__visualPlayEnds = ends;
  let channel: Channel | undefined;
  let lastErrored: string | undefined;
  // The preview sets this global once, when it creates its channel: listen from its first event on.
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      next.on('storyRenderPhaseChanged', ({ storyId, newPhase }: { storyId: string; newPhase: string }) => {
        if (newPhase === 'played') ends[storyId] = { error: null };
        if (newPhase === 'errored') {
          ends[storyId] = { error: 'the story errored' };
          lastErrored = storyId;
        }
      });
      // Sent right after the 'errored' phase of a play that threw, with the error.
      next.on('playFunctionThrewException', (error: { message?: string }) => {
        const end = lastErrored ? ends[lastErrored] : undefined;
        if (end) end.error = error.message ?? String(error);
      });
    },
  });
}
