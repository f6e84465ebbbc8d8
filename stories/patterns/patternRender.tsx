import type { ComponentType, ReactElement } from 'react';
import { useArgs } from 'storybook/preview-api';
import { PatternShell } from './PatternShell.tsx';

/** Sets some of the story's args; the view renders again with them. */
export type UpdateArgs<P> = (next: Partial<P>) => void;

/**
 * A pattern's `render`: the screen's own view inside the app's shell (with the sidebar item `active`
 * and the wallet at `balanceCents`). `wire` gives the props that stand in for the container: callbacks
 * that keep in the story's args what the container keeps in its state, so a play function's clicks and
 * typing show and Controls follow. The args' own spies are for `wire` to call on.
 */
export function patternRender<P extends object>(
  View: ComponentType<P>,
  shell: { active: string; balanceCents?: number },
  wire: (args: P, updateArgs: UpdateArgs<P>) => Partial<P> = () => ({}),
): (args: P) => ReactElement {
  return function Render(args) {
    const [, updateArgs] = useArgs<P>();
    return (
      <PatternShell {...shell}>
        <View {...args} {...wire(args, updateArgs)} />
      </PatternShell>
    );
  };
}
