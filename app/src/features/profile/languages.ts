import { LANGUAGES, languageFor } from '../../../../edge/contract/languages.ts';

/** The 36 choices of the language select, in the shared contract's order. */
export const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

/** The code the select shows for a stored one: itself when listed, else Japanese (SPEC §5). */
export const shownLanguage = (stored: string): string => languageFor(stored).code;
