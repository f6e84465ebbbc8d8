import { type ReactElement, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { clear, input, searchIcon, wrapper } from './SearchInput.css.ts';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name (a visually hidden label). */
  label: string;
  /** Name of the clear button shown while there is text. */
  clearLabel?: string;
  id?: string;
  className?: string;
}

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
