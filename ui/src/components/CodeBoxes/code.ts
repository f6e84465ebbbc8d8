/**
 * Pure helpers of CodeBoxes. The code is kept as a string of at most `length` characters where an
 * emptied box in the middle is a space, so the digits after it stay in their boxes.
 */
export const CODE_LENGTH = 4;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The code with `digits` written from box `index` on (typing, pasting, one-time-code autofill). */
export function writeDigits(value: string, index: number, digits: string, length = CODE_LENGTH): string {
  const chars = Array.from({ length }, (_, i) => value[i] ?? ' ');
  for (let i = 0; i < digits.length && index + i < length; i += 1) chars[index + i] = digits[i] ?? ' ';
  return chars.join('').trimEnd();
}

/** The code with box `index` emptied. */
export function clearDigit(value: string, index: number, length = CODE_LENGTH): string {
  return writeDigits(value, index, ' ', length);
}

export function isComplete(value: string, length = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}
