import { type ReactElement, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
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
  const id = useId();
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
      <div className={s.control}>
        <select
          id={id}
          name={name}
          className={s.select}
          value={value}
          disabled={disabled}
          aria-label={hideLabel ? label : undefined}
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
    </div>
  );
}
