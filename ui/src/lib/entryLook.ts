import type { ReactElement } from 'react';
import type { tint } from './tint.css.ts';

/** How a kind of list entry looks (an activity, a wallet change): what it is read as, its icon and its badge's tint. */
export interface EntryLook {
  label: string;
  icon: () => ReactElement;
  tone: keyof typeof tint;
}
