import { type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { countWords } from '../../lib/words.ts';
import * as s from './Field.css.ts';
import { LengthCounter } from './LengthCounter.tsx';

/** What the control inside a Field spreads onto itself: its id for the label, and what describes it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /** Set only when the label is hidden: the control keeps its name. */
  'aria-label': string | undefined;
};

export type FieldCount = {
  /** The text counted. */
  value: string;
  /** The browser's limit; the 'N / limit' counter shows once 90% of it is used. */
  maxLength?: number | undefined;
  /** Shows 'N / limit words' at all times; going over is shown, never blocked (SPEC §5). */
  wordLimit?: number | undefined;
};

export interface FieldProps {
  /** The visible label, also the control's accessible name. */
  label: string;
  /** Beside the label, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** Hide the label visually (it stays the accessible name), e.g. inside a list row. */
  hideLabel?: boolean;
  /** Where the label sits: above the control, or beside it on one line. */
  labelPlacement?: 'above' | 'beside';
  /** An error under the control, tied to it for screen readers. */
  error?: string | undefined;
  /** Counters under the control (leave out in read mode: nothing is being typed). */
  count?: FieldCount | undefined;
  /** The control, given the props that tie it to the label, error and counter. */
  children: (control: FieldControlProps) => ReactNode;
  /** Extra class for layout. */
  className?: string | undefined;
}

const NEAR_LIMIT = 0.9;

/**
 * What every form control shares, written once: the label (with its help icon), the error and the
 * counters under the control, and the ids that tie them together for a screen reader.
 */
export function Field({
  label,
  labelAccessory,
  hideLabel = false,
  labelPlacement = 'above',
  error,
  count,
  children,
  className,
}: FieldProps): ReactElement {
  const id = useId();
  const errorId = useId();
  const wordsId = useId();
  const maxLength = count?.maxLength;
  const wordLimit = count?.wordLimit;
  const showCount =
    count !== undefined && maxLength !== undefined && count.value.length >= maxLength * NEAR_LIMIT;
  const words = count !== undefined && wordLimit !== undefined ? countWords(count.value) : undefined;
  // The error first, then the word count: what a screen reader hears after the label.
  const describedBy = [error ? errorId : null, words !== undefined ? wordsId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(s.field({ labelPlacement }), className)}>
      {hideLabel ? null : (
        <div className={s.labelRow}>
          <label htmlFor={id} className={s.label}>
            {label}
          </label>
          {labelAccessory}
        </div>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-label': hideLabel ? label : undefined,
      })}
      {error || showCount || words !== undefined ? (
        <div className={s.footer}>
          {error ? (
            <span id={errorId} className={s.error}>
              {error}
            </span>
          ) : null}
          {words !== undefined && wordLimit !== undefined ? (
            <LengthCounter id={wordsId} length={words} limit={wordLimit} unit="words" />
          ) : null}
          {showCount ? (
            <span className={cx(s.counter, words !== undefined && s.counterAfterWords)}>
              {count.value.length} / {maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
