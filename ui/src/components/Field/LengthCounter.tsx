import type { ReactElement } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './Field.css.ts';

export interface LengthCounterProps {
  /** How long the text is, counted the way its limit is (words, a platform's characters). */
  length: number;
  /** The limit; going over is shown, never blocked. */
  limit: number;
  /** After the numbers: 'words'. Default none (characters). */
  unit?: string;
  /** Say by how much it is over ('12 over') as well as turning red. */
  showOver?: boolean;
  /** For `aria-describedby` on the control it counts. */
  id?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * 'N / limit' under a text: in the danger colour with an alert icon once over. The one counter of a
 * Field's word limit and of a post's per-platform length, so both read and warn alike.
 */
export function LengthCounter({
  length,
  limit,
  unit,
  showOver = false,
  id,
  className,
}: LengthCounterProps): ReactElement {
  const over = length > limit;
  return (
    <span
      id={id}
      className={cx(s.counterText, s.wordCounter, over && s.wordCounterOver, className)}
      data-over={over || undefined}
    >
      {over ? <Icons.Alert size="sm" /> : null}
      {length} / {limit}
      {unit ? ` ${unit}` : null}
      {over && showOver ? ` · ${length - limit} over` : null}
    </span>
  );
}
