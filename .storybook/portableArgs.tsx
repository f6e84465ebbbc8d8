import type { StoryContext } from '@storybook/react-vite';
import { type ReactElement, useEffect, useReducer } from 'react';
import { UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

type ArgsUpdate = { storyId: string; updatedArgs: Record<string, unknown> };

/**
 * Makes `useArgs` work when a story runs as a test. In Storybook the preview hears `updateArgs` and
 * renders the story again with the new args; a story composed for the vitest addon (a "portable
 * story") has no preview, so nobody hears it and a play that types into an args-controlled field sees
 * nothing change (storybookjs/storybook#30207). This decorator plays the preview's part there: it
 * merges the update into the story's args and renders again. It must be the outermost decorator: its
 * state then belongs to the story's root, whose render sets up Storybook's hooks for everything
 * inside. In Storybook itself it only listens, so the preview's own handling is never doubled.
 */
export function portableArgs(Story: () => ReactElement, context: StoryContext): ReactElement {
  // biome-ignore lint/correctness/useHookAtTopLevel: a decorator runs inside the story root's render.
  useArgsUpdates(context);
  return <Story />;
}

function useArgsUpdates(context: StoryContext): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const portable = context.parameters.__isPortableStory === true;
  const { id, args } = context;
  useEffect(() => {
    if (!portable) return;
    const channel = addons.getChannel();
    const onUpdate = ({ storyId, updatedArgs }: ArgsUpdate) => {
      if (storyId !== id) return;
      Object.assign(args, updatedArgs);
      rerender();
    };
    channel.on(UPDATE_STORY_ARGS, onUpdate);
    return () => channel.off(UPDATE_STORY_ARGS, onUpdate);
  }, [portable, id, args]);
}
