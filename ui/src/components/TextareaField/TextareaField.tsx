import { type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { countWords } from '../../lib/words.ts';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './TextareaField.css.ts';

export interface TextareaFieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text on every keystroke. */
  onChange?: (value: string) => void;
  /** Beside the label, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** Read mode: the text is shown (and selectable) but cannot change. */
  readOnly?: boolean;
  /** The fixed height, in lines. */
  rows?: number;
  /** The browser stops typing here; the counter shows once 90% of it is used. */
  maxLength?: number;
  /**
   * Shows an 'N / limit words' counter under the box at all times (SPEC §5: words-out-of-250). Going
   * over is shown, in the danger colour with an alert icon, but never blocked.
   */
  wordLimit?: number;
  /** Shown while empty (not in read-only mode). */
  placeholder?: string;
  /** An error under the box, tied to it for screen readers. */
  error?: string | undefined;
  /** The form field name. */
  name?: string;
  /** Extra class for layout. */
  className?: string;
}

const NEAR_LIMIT = 0.9;

/** A labelled, fixed-height multi-line text field with an optional help accessory and error. */
export function TextareaField({
  label,
  value,
  onChange,
  labelAccessory,
  readOnly = false,
  rows = 3,
  maxLength,
  wordLimit,
  placeholder,
  error,
  name,
  className,
}: TextareaFieldProps): ReactElement {
  const id = useId();
  const errorId = useId();
  const wordsId = useId();
  const showCount = !readOnly && maxLength !== undefined && value.length >= maxLength * NEAR_LIMIT;
  const words = !readOnly && wordLimit !== undefined ? countWords(value) : undefined;
  const overWords = words !== undefined && wordLimit !== undefined && words > wordLimit;
  // The error first, then the word count: what a screen reader hears after the label.
  const describedBy = [error ? errorId : null, words !== undefined ? wordsId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(s.field, className)}>
      <div className={s.labelRow}>
        <label htmlFor={id} className={s.label}>
          {label}
        </label>
        {labelAccessory}
      </div>
      <textarea
        id={id}
        name={name}
        className={s.textarea}
        value={value}
        rows={rows}
        readOnly={readOnly}
        maxLength={maxLength}
        placeholder={readOnly ? undefined : placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {error || showCount || words !== undefined ? (
        <div className={s.footer}>
          {error ? (
            <span id={errorId} className={s.error}>
              {error}
            </span>
          ) : null}
          {words !== undefined ? (
            <span
              id={wordsId}
              className={cx(s.wordCounter, overWords && s.wordCounterOver)}
              data-over={overWords || undefined}
            >
              {overWords ? <Icons.Alert size="sm" /> : null}
              {words} / {wordLimit} words
            </span>
          ) : null}
          {showCount ? (
            <span className={cx(s.counter, words !== undefined && s.counterAfterWords)}>
              {value.length} / {maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
