import { useArgs } from 'storybook/preview-api';

/**
 * A controlled component's value kept in the story's args (Storybook's useArgs) instead of a wrapper's
 * own useState: what a play function types shows in Controls, and Controls can set it back. The story's
 * own callback (an `fn()` spy in its args) still hears every change. Call it in a story's `render`.
 */
export function useArgState<A extends object, V extends keyof A, C extends keyof A>(
  args: A,
  valueKey: V,
  changeKey: C,
): A {
  const [, updateArgs] = useArgs<A>();
  const heard = args[changeKey] as ((next: A[V]) => void) | undefined;
  const onChange = (next: A[V]) => {
    updateArgs({ [valueKey]: next } as unknown as Partial<A>);
    heard?.(next);
  };
  return { ...args, [changeKey]: onChange };
}
