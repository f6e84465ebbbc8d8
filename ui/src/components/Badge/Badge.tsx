import type { ReactElement, ReactNode } from 'react';
import { badge } from './Badge.css.ts';

export type BadgeTone = 'brand' | 'accent' | 'success' | 'danger' | 'neutral' | 'highlight';

export interface BadgeProps {
  /** Short text, a word or two ('One time', 'Recharge'). */
  children: ReactNode;
  /** Colour family; `brand` by default. */
  tone?: BadgeTone;
  /** A decorative icon before the text (e.g. `<Icons.Check size="sm" />`). */
  icon?: ReactNode;
}

/** A small pill that labels something (a plan's 'One time', a ledger row's kind). Plain text to assistive tech. */
export function Badge({ children, tone, icon }: BadgeProps): ReactElement {
  return (
    <span className={badge({ tone })}>
      {icon}
      {children}
    </span>
  );
}
