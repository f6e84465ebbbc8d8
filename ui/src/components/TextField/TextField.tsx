import type { ReactElement, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as s from './TextField.css.ts';

export interface TextFieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text on every keystroke. */
  onChange?: (value: string) => void;
  /** Beside the label, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** The kind of text, for the phone's keyboard and autofill. */
  type?: 'text' | 'email' | 'url' | 'tel';
  /** Read mode: the text is shown (and selectable) but cannot change. */
  readOnly?: boolean;
  /** The browser stops typing here; the counter shows once 90% of it is used. */
  maxLength?: number;
  /** Shown while empty (not in read-only mode). */
  placeholder?: string;
  /** An error under the box, tied to it for screen readers. */
  error?: string | undefined;
  /** The form field name. */
  name?: string;
  /** Extra class for layout. */
  className?: string;
}

/** A labelled one-line text field: the label, help, counter and error come from Field, as for every control. */
export function TextField({
  label,
  value,
  onChange,
  labelAccessory,
  type = 'text',
  readOnly = false,
  maxLength,
  placeholder,
  error,
  name,
  className,
}: TextFieldProps): ReactElement {
  return (
    <Field
      label={label}
      labelAccessory={labelAccessory}
      error={error}
      count={readOnly ? undefined : { value, maxLength }}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          name={name}
          className={s.input}
          value={value}
          readOnly={readOnly}
          maxLength={maxLength}
          placeholder={readOnly ? undefined : placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Field>
  );
}
