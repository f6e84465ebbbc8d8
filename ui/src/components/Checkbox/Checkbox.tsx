import { type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import * as s from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The visible label, also the checkbox's accessible name. */
  label: string;
  /** Whether it is ticked (controlled). */
  checked: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /**
   * Under the label and read with it: what the choice does, or why it cannot be made now (pass the
   * reason with `disabled`, so nobody wonders why the box does not respond).
   */
  description?: ReactNode;
  disabled?: boolean;
  /** The form field name. */
  name?: string;
}

/** One yes/no choice: a native checkbox with its label and a description tied to it. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  disabled = false,
  name,
}: CheckboxProps): ReactElement {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className={s.root}>
      <input
        id={id}
        type="checkbox"
        className={s.input}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id} className={cx(s.label, disabled && s.disabledLabel)}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={s.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
