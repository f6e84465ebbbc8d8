const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 → '$12.50', 2000 → '$20.00' (SPEC §9: a dollar sign and 2 decimals, prices as $N.00). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * A ledger amount with its direction spelled out: 1200 → '+$12.00', -10 → '−$0.10' (a true minus sign,
 * U+2212, which screen readers read as "minus"; Intl's own sign would sit after the '$' in some locales).
 */
export function formatSignedCents(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '\u2212'}${formatCents(Math.abs(cents))}`;
}
