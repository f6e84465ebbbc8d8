import { type ReactElement, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { clear, input, searchIcon, wrapper } from './SearchInput.css.ts';

export interface SearchInputProps {
  /** The text typed so far (controlled). */
  value: string;
  /** Called with the new text on every keystroke, and with '' when cleared (button or Escape). */
  onChange: (value: string) => void;
  /** Shown while empty; a hint, never the only label. */
  placeholder?: string;
  /** Accessible name (a visually hidden label). */
  label: string;
  /** Name of the clear button shown while there is text. */
  clearLabel?: string;
  /** The input's id, for a label or aria-controls elsewhere; generated when omitted. */
  id?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A search field with a visible label and a clear button; Escape clears it too. It filters what is already
 * on the page as the person types; it does not submit a form.
 */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  clearLabel = 'Clear search',
  id,
  className,
}: SearchInputProps): ReactElement {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className={cx(wrapper, className)}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <Icons.Search className={searchIcon} />
      <input
        ref={ref}
        id={inputId}
        type="search"
        className={input}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <IconButton
          className={clear}
          size="sm"
          label={clearLabel}
          icon={<Icons.Close size="sm" />}
          onClick={() => {
            onChange('');
            ref.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
