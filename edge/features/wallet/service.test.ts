import { describe, expect, it } from 'vitest';
import { allowanceFor, centsToDollars } from './service.ts';

describe('package allowance', () => {
  const prices = { 'concepts-generation': 10, 'posts-drafting': 30 };

  it('derives what the credit buys from the costs, rounding down', () => {
    expect(allowanceFor(1000, prices)).toEqual([
      '$10.00 wallet credit',
      'Up to 100 concept runs (500 concepts)',
      'Up to 33 post drafts',
      'Credit never expires',
    ]);
  });

  it('follows an operator price change', () => {
    expect(allowanceFor(4500, { 'concepts-generation': 12, 'posts-drafting': 25 })).toEqual([
      '$45.00 wallet credit',
      'Up to 375 concept runs (1,875 concepts)',
      'Up to 180 post drafts',
      'Credit never expires',
    ]);
  });

  it('leaves out a feature that has no price or is free', () => {
    expect(allowanceFor(500, { 'posts-drafting': 0 })).toEqual([
      '$5.00 wallet credit',
      'Credit never expires',
    ]);
  });

  it('turns cents into dollars only at the API edge', () => {
    expect(centsToDollars(10)).toBe(0.1);
    expect(centsToDollars(1234)).toBe(12.34);
  });
});
