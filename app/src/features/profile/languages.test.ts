import { describe, expect, it } from 'vitest';
import { languageOptions, shownLanguage } from './languages.ts';

describe('the language select', () => {
  it('offers 36 languages: English (US) and English (UK) first, then by name', () => {
    expect(languageOptions).toHaveLength(36);
    expect(languageOptions.slice(0, 2).map((l) => l.label)).toEqual(['English (US)', 'English (UK)']);
    const rest = languageOptions.slice(2).map((l) => l.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(languageOptions.map((l) => l.value)).size).toBe(36);
  });

  it('shows a stored code that is in the list as itself', () => {
    expect(shownLanguage('en-US')).toBe('en-US');
    expect(shownLanguage('pt-BR')).toBe('pt-BR');
  });

  it('shows Japanese for a stored code it does not know (SPEC §5: the language, not position 10)', () => {
    expect(shownLanguage('xx-XX')).toBe('ja-JP');
    expect(shownLanguage('')).toBe('ja-JP');
    expect(languageOptions.find((l) => l.value === shownLanguage('klingon'))?.label).toBe('Japanese');
  });
});
