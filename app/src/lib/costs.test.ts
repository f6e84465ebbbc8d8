import { describe, expect, it } from 'vitest';
import { priceCents } from './costs.ts';

describe('the price on a generate button', () => {
  it('is the costs table’s, in cents', () => {
    const costs = { status: 'success', data: { 'posts-drafting': 0.35 }, error: null } as const;
    expect(priceCents(costs, 'posts-drafting')).toBe(35);
  });

  it('is the SPEC default when the table failed or lacks the key', () => {
    const failed = { status: 'error', data: null, error: new Error('x') } as const;
    expect(priceCents(failed, 'concepts-generation')).toBe(10);
    expect(priceCents(failed, 'posts-drafting')).toBe(30);
    const partial = { status: 'success', data: {}, error: null } as const;
    expect(priceCents(partial, 'concepts-generation')).toBe(10);
  });

  it('is not shown while the table loads', () => {
    expect(priceCents({ status: 'loading', data: null, error: null }, 'posts-drafting')).toBeUndefined();
  });
});
