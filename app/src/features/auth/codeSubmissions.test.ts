import { describe, expect, it } from 'vitest';
import { codeSubmissions } from './codeSubmissions.ts';

const ADA = 'ada@example.com';

describe('a typed code goes to the server once (a double submit must not count as a guess)', () => {
  it('refuses a second submit in the same burst, before any answer or render', () => {
    const guard = codeSubmissions();
    // Double click, Enter plus a click, a paste that completes the code plus a click: one request.
    expect(guard.begin(ADA, '1234')).toBe('send');
    expect(guard.begin(ADA, '1234')).toBe('in-flight');
    expect(guard.begin(ADA, '5678')).toBe('in-flight');
  });

  it('never sends a code again once it was accepted, or when its fate is unknown', () => {
    const accepted = codeSubmissions();
    accepted.begin(ADA, '1234');
    accepted.settle('used');
    expect(accepted.begin(ADA, '1234')).toBe('already-sent');

    // No network, a 5xx, a 409: the server may have spent it, so it is not posted again.
    const unknown = codeSubmissions();
    unknown.begin(ADA, '1234');
    unknown.settle('unknown');
    expect(unknown.begin(ADA, '1234')).toBe('already-sent');
    expect(unknown.begin(ADA, '4321')).toBe('send');
  });

  it('lets the same digits be tried again once the answer says the code was not used', () => {
    const guard = codeSubmissions();
    guard.begin(ADA, '1234');
    guard.settle('unused'); // 400 wrong code, or a 429 before any comparison
    expect(guard.begin(ADA, '1234')).toBe('send');
  });

  it('remembers per address, and forgets when a new code is sent', () => {
    const guard = codeSubmissions();
    guard.begin(ADA, '1234');
    guard.settle('used');
    expect(guard.begin('bob@example.com', '1234')).toBe('send');
    guard.settle('unknown');
    guard.forget();
    expect(guard.begin('bob@example.com', '1234')).toBe('send');
  });

  it('keeps guarding a request still in flight when the code is forgotten', () => {
    const guard = codeSubmissions();
    guard.begin(ADA, '1234');
    guard.forget();
    expect(guard.begin(ADA, '1234')).toBe('in-flight');
  });
});
