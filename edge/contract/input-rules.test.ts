import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email-address.ts';
import { email, wellFormedText } from './input-rules.ts';

describe('the one e-mail grammar, for every address the API takes', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada.Lovelace+plume@Example.CO.uk\n', 'ada.lovelace+plume@example.co.uk'],
    ["o'brien@example.com", "o'brien@example.com"],
    ['ida@BÜCHER.example', 'ida@xn--bcher-kva.example'],
    ['ida@bu\u0308cher.example', 'ida@xn--bcher-kva.example'],
  ])('normalises %j to %j', (raw, normalised) => {
    expect(normaliseEmail(raw)).toBe(normalised);
    expect(email.parse(raw)).toBe(normalised);
  });

  it.each([
    'victim@example.com.',
    '"victim"@example.com',
    'victim@[example.com]',
    'victim@127.0.0.1',
    '.victim@example.com',
    'victim.@example.com',
    'vic..tim@example.com',
    'victim@-example.com',
    'victim@example-.com',
    'victim@example',
    'victim@ex/ample.com',
    'victim@exämple.com:80',
    '\u212Aate@example.com',
    'a\u0000@b.co',
    '\ud800@b.co',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(130)}com`,
  ])('refuses %j', (raw) => {
    expect(normaliseEmail(raw)).toBeNull();
    expect(email.safeParse(raw).success).toBe(false);
  });
});

describe('wellFormedText', () => {
  const name = wellFormedText({ max: 10, min: 1, noBidiControls: true });
  const message = wellFormedText({ max: 100, multiline: true });

  it('trims and accepts ordinary text of any script', () => {
    expect(name.parse('  Zoë 山田 ')).toBe('Zoë 山田');
    expect(message.parse('Hello\n\tthere\r\n')).toBe('Hello\n\tthere');
  });

  it('refuses lone surrogates, control characters and (for names) bidi controls', () => {
    for (const bad of [
      'a\ud800',
      'a\udc00b',
      'a\u0000',
      'a\u0007',
      'a\u009b',
      'a\nb',
      'a\tb',
      'evil\u202egnp',
    ])
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const bad of ['a\u0000', 'a\u000b', 'a\u001b[31m', '\ud83d'])
      expect(message.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(message.parse('a 😀 b')).toBe('a 😀 b');
  });

  it('checks the length after trimming', () => {
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('12345678901').success).toBe(false);
    expect(name.parse(' 1234567890 ')).toBe('1234567890');
  });
});
