import type { ReactElement } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { danger } from './DeleteIconButton.css.ts';

export interface DeleteIconButtonProps {
  /** What it deletes, as its accessible name and tooltip, e.g. 'Delete post'. */
  label: string;
  /** Deletes; not called while `deleting`. */
  onClick: () => void;
  /** The delete is in flight: a spinner instead of the bin, disabled and aria-busy. */
  deleting?: boolean;
}

/**
 * A card's small bin button (a post, a caption): red on hover, and a spinner while the delete runs so
 * it cannot be pressed twice.
 */
export function DeleteIconButton({ label, onClick, deleting = false }: DeleteIconButtonProps): ReactElement {
  return (
    <IconButton
      size="sm"
      label={label}
      className={danger}
      icon={deleting ? <Spinner size="sm" /> : <Icons.Trash size="sm" />}
      disabled={deleting}
      aria-busy={deleting || undefined}
      onClick={onClick}
    />
  );
}
