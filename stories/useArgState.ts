import { useArgs } from 'storybook/preview-api';

/** Which of a component's props are controlled values, each with the callback that changes it. */
export type ArgChanges<A> = Partial<Record<keyof A & string, keyof A & string>>;

/**
 * `args` with each change callback named in `changes` (`{ value: 'onChange' }`) also setting its value
 * in the story's args through `updateArgs`; the story's own callback (an `fn()` spy) still hears it.
 */
export function keepInArgs<A extends object>(
  args: A,
  updateArgs: (next: Partial<A>) => void,
  changes: ArgChanges<A>,
): A {
  const props = { ...args } as Record<string, unknown>;
  for (const [valueKey, changeKey] of Object.entries(changes) as [keyof A & string, keyof A & string][]) {
    const heard = args[changeKey] as ((next: unknown) => void) | undefined;
    props[changeKey] = (next: unknown) => {
      updateArgs({ [valueKey]: next } as Partial<A>);
      heard?.(next);
    };
  }
  return props as A;
}

/**
 * A controlled component's values kept in the story's args (Storybook's useArgs) instead of a wrapper's
 * own useState: what a play function types shows in Controls, and Controls can set it back. Call it in
 * a story's `render`; see keepInArgs for `changes`.
 */
export function useArgState<A extends object>(args: A, changes: ArgChanges<A>): A {
  const [, updateArgs] = useArgs<A>();
  return keepInArgs(args, updateArgs, changes);
}
