import type { ReactElement, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
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
  return (
    <Field
      label={label}
      labelAccessory={labelAccessory}
      error={error}
      count={readOnly ? undefined : { value, maxLength, wordLimit }}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          className={s.textarea}
          value={value}
          rows={rows}
          readOnly={readOnly}
          maxLength={maxLength}
          placeholder={readOnly ? undefined : placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Field>
  );
}
