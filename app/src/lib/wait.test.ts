import { describe, expect, it } from 'vitest';
import { formatWait, tryAgainIn } from './wait.ts';

describe('how long to wait after a 429', () => {
  it('says seconds, minutes or hours, rounded up (never sooner than allowed)', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(120)).toBe('2 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(86_400)).toBe('24 hours');
    expect(formatWait(0)).toBe('1 second');
    expect(tryAgainIn(95)).toBe('Try again in 2 minutes.');
  });
});
