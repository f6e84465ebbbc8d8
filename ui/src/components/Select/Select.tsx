import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Field } from '../Field/Field.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './Select.css.ts';

export type SelectOption = { value: string; label: string };

export interface SelectProps {
  /** The visible label, also the select's accessible name. */
  label: string;
  /** The choices, each a value and the label shown. */
  options: readonly SelectOption[];
  /** The chosen option's value (controlled). */
  value: string;
  /** Called with the value chosen. */
  onChange?: (value: string) => void;
  /** Beside the label, e.g. a help Toggletip. */
  labelAccessory?: ReactNode;
  /** Read mode: shows the choice, cannot change it. */
  disabled?: boolean;
  /** Hide the label visually (it stays the accessible name), e.g. inside a list row. */
  hideLabel?: boolean;
  /**
   * Where the visible label sits: above the select, or beside it on one line (e.g. in a card's
   * header, centred with the card's title).
   * @default 'above'
   */
  labelPlacement?: 'above' | 'beside';
  /** The form field name. */
  name?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A labelled native select (keyboard, screen readers and phones get the platform's own picker).
 *
 * For a short fixed list (a platform, a style). For two to five options that change what a screen shows
 * use Tabs.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  labelAccessory,
  disabled = false,
  hideLabel = false,
  labelPlacement = 'above',
  name,
  className,
}: SelectProps): ReactElement {
  return (
    <Field
      label={label}
      labelAccessory={labelAccessory}
      hideLabel={hideLabel}
      labelPlacement={labelPlacement}
      className={className}
    >
      {(control) => (
        <div className={s.control}>
          <select
            {...control}
            name={name}
            className={s.select}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange?.(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icons.ChevronLeft size="sm" className={cx(s.chevron, disabled && s.disabledChevron)} />
        </div>
      )}
    </Field>
  );
}
