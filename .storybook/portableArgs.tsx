import type { StoryContext } from '@storybook/react-vite';
import { type ReactElement, useEffect, useReducer, useRef } from 'react';
import { RESET_STORY_ARGS, UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

type ArgsUpdate = { storyId: string; updatedArgs: Record<string, unknown> };
type ArgsReset = { storyId: string; argNames?: string[] };

/**
 * Makes `useArgs` keep up with typing. Storybook's preview renders a story again some time after each
 * `updateArgs`, one update at a time, so a controlled field fast-typed into shows an older value in
 * between and loses letters; a story composed for the vitest addon (a "portable story") has no preview
 * at all, so nothing changes (storybookjs/storybook#30207). This decorator hears every update (a play's,
 * or a Control's) as it is sent, lays them over the args the story renders with, and renders again at
 * once; a reset drops them. It must be the outermost decorator: its state then belongs to the story's
 * root, whose render sets up Storybook's hooks for everything inside.
 */
export function portableArgs(Story: () => ReactElement, context: StoryContext): ReactElement {
  // biome-ignore lint/correctness/useHookAtTopLevel: a decorator runs inside the story root's render.
  const sent = useSentArgs(context.id);
  Object.assign(context.args, sent);
  return <Story />;
}

/** Every arg update sent for this story so far, merged in order (a reset takes its names out). */
function useSentArgs(id: string): Record<string, unknown> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const sent = useRef<Record<string, unknown>>({});
  useEffect(() => {
    const channel = addons.getChannel();
    const onUpdate = ({ storyId, updatedArgs }: ArgsUpdate) => {
      if (storyId !== id) return;
      Object.assign(sent.current, updatedArgs);
      rerender();
    };
    const onReset = ({ storyId, argNames }: ArgsReset) => {
      if (storyId !== id) return;
      for (const name of argNames ?? Object.keys(sent.current)) delete sent.current[name];
    };
    channel.on(UPDATE_STORY_ARGS, onUpdate);
    channel.on(RESET_STORY_ARGS, onReset);
    return () => {
      channel.off(UPDATE_STORY_ARGS, onUpdate);
      channel.off(RESET_STORY_ARGS, onReset);
    };
  }, [id]);
  return sent.current;
}
