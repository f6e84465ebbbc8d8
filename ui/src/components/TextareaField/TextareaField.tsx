import { type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import * as s from './TextareaField.css.ts';

export interface TextareaFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Beside the label, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** Read mode: the text is shown (and selectable) but cannot change. */
  readOnly?: boolean;
  /** The fixed height, in lines. */
  rows?: number;
  /** The browser stops typing here; the counter shows once 90% of it is used. */
  maxLength?: number;
  placeholder?: string;
  /** An error under the box, tied to it for screen readers. */
  error?: string | undefined;
  name?: string;
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
  placeholder,
  error,
  name,
  className,
}: TextareaFieldProps): ReactElement {
  const id = useId();
  const errorId = useId();
  const showCount = !readOnly && maxLength !== undefined && value.length >= maxLength * NEAR_LIMIT;
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
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {error || showCount ? (
        <div className={s.footer}>
          {error ? (
            <span id={errorId} className={s.error}>
              {error}
            </span>
          ) : null}
          {showCount ? (
            <span className={s.counter}>
              {value.length} / {maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
