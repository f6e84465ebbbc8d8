const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 → '$12.50' (SPEC: dollar sign, 2 decimals). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
