/**
 * The 36 profile languages (SPEC §2 /user-info, §9): one list for the edge's validation and the app's
 * select. English (US) and English (UK) come first, the rest by English name. `code` is what the
 * profile stores (a BCP 47 locale); `label` is what a person reads.
 */
export type Language = { readonly code: string; readonly label: string };

const english: Language[] = [
  { code: 'en-US', label: 'English (US)' },
  { code: 'en-GB', label: 'English (UK)' },
];

const others: Language[] = [
  { code: 'ar-SA', label: 'Arabic' },
  { code: 'bn-BD', label: 'Bengali' },
  { code: 'bg-BG', label: 'Bulgarian' },
  { code: 'zh-CN', label: 'Chinese (Simplified)' },
  { code: 'zh-TW', label: 'Chinese (Traditional)' },
  { code: 'hr-HR', label: 'Croatian' },
  { code: 'cs-CZ', label: 'Czech' },
  { code: 'da-DK', label: 'Danish' },
  { code: 'nl-NL', label: 'Dutch' },
  { code: 'fi-FI', label: 'Finnish' },
  { code: 'fr-FR', label: 'French' },
  { code: 'de-DE', label: 'German' },
  { code: 'el-GR', label: 'Greek' },
  { code: 'he-IL', label: 'Hebrew' },
  { code: 'hi-IN', label: 'Hindi' },
  { code: 'hu-HU', label: 'Hungarian' },
  { code: 'id-ID', label: 'Indonesian' },
  { code: 'it-IT', label: 'Italian' },
  { code: 'ja-JP', label: 'Japanese' },
  { code: 'ko-KR', label: 'Korean' },
  { code: 'ms-MY', label: 'Malay' },
  { code: 'nb-NO', label: 'Norwegian' },
  { code: 'pl-PL', label: 'Polish' },
  { code: 'pt-BR', label: 'Portuguese (Brazil)' },
  { code: 'pt-PT', label: 'Portuguese (Portugal)' },
  { code: 'ro-RO', label: 'Romanian' },
  { code: 'ru-RU', label: 'Russian' },
  { code: 'sk-SK', label: 'Slovak' },
  { code: 'es-ES', label: 'Spanish' },
  { code: 'sv-SE', label: 'Swedish' },
  { code: 'th-TH', label: 'Thai' },
  { code: 'tr-TR', label: 'Turkish' },
  { code: 'uk-UA', label: 'Ukrainian' },
  { code: 'vi-VN', label: 'Vietnamese' },
];

export const LANGUAGES: readonly Language[] = [
  ...english,
  ...[...others].sort((a, b) => a.label.localeCompare(b.label, 'en')),
];

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** What a new profile holds (the users.language column default). */
export const DEFAULT_LANGUAGE = 'en-US';

/**
 * SPEC §5: a stored code the list does not know shows the Japanese entry. The SPEC's "position 10"
 * described the original list; the rule is the language, not the index.
 */
export const FALLBACK_LANGUAGE = 'ja-JP';

export const isLanguageCode = (code: string): boolean => LANGUAGE_CODES.includes(code);

/** The entry the select shows for a stored code. */
export function languageFor(code: string): Language {
  const found = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES.find((l) => l.code === FALLBACK_LANGUAGE);
  if (!found) throw new Error('FALLBACK_LANGUAGE is not in LANGUAGES');
  return found;
}
