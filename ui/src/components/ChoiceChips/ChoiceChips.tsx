import { type ReactElement, type ReactNode, useId } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './ChoiceChips.css.ts';

export type ChoiceChipOption = { value: string; label: string };

export interface ChoiceChipsProps {
  /** The group's name (its legend), e.g. 'Post to'. */
  legend: string;
  /** Every choice, in the order shown. */
  options: readonly ChoiceChipOption[];
  /** The chosen values (controlled). */
  value: readonly string[];
  /** Called with the chosen values, in the options' order. */
  onChange: (value: string[]) => void;
  /** At most this many: once reached, the other chips are disabled until one is let go. */
  max?: number;
  /** At least this many: the last chosen chips cannot be let go. Default 0. */
  min?: number;
  /** Under the chips and read after the legend, e.g. 'Choose up to 3.' */
  help?: ReactNode;
  /** Read mode (a run in flight): shows the choice, cannot change it. */
  disabled?: boolean;
  /** The checkboxes' form field name. */
  name?: string;
}

/**
 * Several choices out of a short list, drawn as chips: a fieldset of real checkboxes, so the keyboard
 * (Tab, Space), screen readers and forms get what they expect, and a bound on how many may be chosen
 * that disables what cannot be added instead of refusing it after the click.
 */
export function ChoiceChips({
  legend,
  options,
  value,
  onChange,
  max,
  min = 0,
  help,
  disabled = false,
  name,
}: ChoiceChipsProps): ReactElement {
  const helpId = useId();
  const chosen = new Set(value);
  const full = max !== undefined && chosen.size >= max;
  const atMin = chosen.size <= min;
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className={s.group} aria-describedby={help ? helpId : undefined}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.chips}>
        {options.map((option) => {
          const checked = chosen.has(option.value);
          const locked = checked ? atMin : full;
          return (
            <label key={option.value}>
              <input
                type="checkbox"
                className={s.input}
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled || locked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span className={s.chip}>
                <Icons.Check size="sm" className={s.tick} />
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
      {help ? (
        <span id={helpId} className={s.help}>
          {help}
        </span>
      ) : null}
    </fieldset>
  );
}
