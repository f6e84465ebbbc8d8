import { type ClipboardEvent, type KeyboardEvent, type ReactElement, useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { box, group } from './CodeBoxes.css.ts';
import { CODE_LENGTH, clearDigit, digitsOf, isComplete, writeDigits } from './code.ts';

export interface CodeBoxesProps {
  /** The code so far: up to 4 digits; an emptied box in the middle is a space. */
  value: string;
  /** Called with the digits on every keystroke, paste or deletion. */
  onChange: (value: string) => void;
  /** Called once the fourth box is filled with a whole code of digits. */
  onComplete?: (code: string) => void;
  /**
   * While the code is being checked: the boxes ignore input.
   * @default false
   */
  disabled?: boolean;
  /** Marks every box invalid (the message itself is shown by the caller, see `describedBy`). */
  error?: boolean;
  /** The group's accessible name. */
  label?: string;
  /** Id of the element that explains an error, linked from every box. */
  describedBy?: string;
  /** Focus the first empty box when shown (and again each time the boxes are enabled). */
  autoFocus?: boolean;
}

/**
 * SPEC §2/§5: the 4-digit code in four single-character boxes. Digits only; typing moves forward,
 * Backspace on an empty box moves back and clears it, arrows move, and a paste (or the browser's
 * one-time-code autofill) fills the boxes. Each box has its own accessible name.
 */
export function CodeBoxes({
  value,
  onChange,
  onComplete,
  disabled = false,
  error = false,
  label = 'Verification code',
  describedBy,
  autoFocus = false,
}: CodeBoxesProps): ReactElement {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const focusBox = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  // After a request the boxes are enabled again (a wrong code clears them): put the caret back.
  const firstEmpty = Math.min(value.length, CODE_LENGTH - 1);
  useEffect(() => {
    if (autoFocus && !disabled) focusBox(firstEmpty);
    // Only when the boxes become usable, not on every keystroke.
  }, [autoFocus, disabled]);

  const commit = (next: string, focusIndex: number) => {
    onChange(next);
    if (focusIndex !== -1) focusBox(focusIndex);
    if (isComplete(next) && next !== value) onComplete?.(next);
  };

  const write = (index: number, digits: string) => {
    const next = writeDigits(value, index, digits);
    commit(next, Math.min(index + digits.length, CODE_LENGTH - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return; // copy, paste, select all…
    if (/^\d$/.test(key)) {
      event.preventDefault();
      write(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if ((value[index] ?? ' ') !== ' ') commit(clearDigit(value, index), index);
      else if (index > 0) commit(clearDigit(value, index - 1), index - 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      commit(clearDigit(value, index), index);
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight' || key === 'ArrowDown') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(CODE_LENGTH - 1);
    } else if (key.length === 1) {
      event.preventDefault(); // digits only: letters and symbols never reach the box
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text')).slice(0, CODE_LENGTH);
    if (!digits) return;
    // A whole code fills every box whichever box has the caret; a part continues from the caret.
    write(digits.length === CODE_LENGTH ? 0 : index, digits);
  };

  // Virtual keyboards and autofill skip keydown: read what landed in the box instead.
  const onInput = (index: number, raw: string) => {
    const current = (value[index] ?? ' ').trim();
    let digits = digitsOf(raw);
    if (digits.length === 2 && current && digits.includes(current)) {
      digits = digits[0] === current ? digits.slice(1) : digits.slice(0, 1);
    }
    if (digits.length === 0) commit(clearDigit(value, index), -1);
    else if (digits.length >= CODE_LENGTH) write(0, digits.slice(0, CODE_LENGTH));
    else write(index, digits);
  };

  return (
    <fieldset className={group} aria-labelledby={labelId} disabled={disabled}>
      <legend id={labelId} className={visuallyHidden}>
        {label}
      </legend>
      {Array.from({ length: CODE_LENGTH }, (_, index) => {
        const char = (value[index] ?? ' ').trim();
        return (
          <input
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className={box({ filled: char !== '', error })}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            aria-invalid={error || undefined}
            aria-describedby={describedBy}
            value={char}
            disabled={disabled}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => onInput(index, event.currentTarget.value)}
          />
        );
      })}
    </fieldset>
  );
}
