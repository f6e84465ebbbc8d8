import type { ComponentType, ReactElement } from 'react';
import { type ArgChanges, useArgState } from './useArgState.ts';

/**
 * The `render` of a story about a controlled component: the component itself, its values kept in the
 * story's args (useArgState), so a play function can really type, tick or choose and Controls follow.
 * The real component stays the meta's `component`, documented and given the Controls.
 */
export function argStateRender<P extends object>(
  Component: ComponentType<P>,
  changes: ArgChanges<P>,
): (args: P) => ReactElement {
  return function Render(args) {
    return <Component {...useArgState(args, changes)} />;
  };
}
