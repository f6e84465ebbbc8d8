import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './money.ts';

describe('dollarsToCents', () => {
  it('rounds to whole cents without floating-point drift', () => {
    expect(dollarsToCents(4.5)).toBe(450);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('reads a missing balance as unknown', () => {
    expect(dollarsToCents(undefined)).toBeNull();
    expect(dollarsToCents(null)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});
