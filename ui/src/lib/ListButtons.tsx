import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '../components/Button/Button.tsx';
import { Icons } from '../components/Icons/Icons.tsx';

type ListButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'iconStart'>;

/**
 * The buttons a list carries under or above its items, so every list offers them in one look:
 * small, the text after its icon.
 */

/** Adds an item ('Add a handle', 'Add images'): secondary, a plus. */
export function AddButton(props: ListButtonProps): ReactElement {
  return <Button variant="secondary" size="sm" iconStart={<Icons.Plus size="sm" />} {...props} />;
}

/** Clears the whole list ('Delete all', 'Clear all'): quiet (ghost), a bin. */
export function ClearAllButton(props: ListButtonProps): ReactElement {
  return <Button variant="ghost" size="sm" iconStart={<Icons.Trash size="sm" />} {...props} />;
}

/** AddButton while the list holds fewer than `max` items; at `max`, `full` (the sentence that says so) in its place. */
export function AddUntilFull({
  count,
  max,
  full,
  ...props
}: ListButtonProps & { count: number; max: number; full: ReactNode }): ReactNode {
  return count < max ? <AddButton {...props} /> : full;
}
