import { fn, type Mock } from 'storybook/test';

/**
 * A fresh `fn()` spy for each callback named, `{ onCopy: fn(), onDelete: fn() }`, for a meta's or a
 * story's `args`: the Actions panel logs each under its name and a play function asserts on
 * `args.onCopy`. One line in the args instead of one per callback, so the data a story shows stands out.
 */
export function spies<const Name extends string>(...names: Name[]): Record<Name, Mock> {
  return Object.fromEntries(names.map((name) => [name, fn()])) as Record<Name, Mock>;
}
