/**
 * How long to wait before the next try: the server's own word when it gives one (`retry-after-ms`,
 * or `Retry-After` in seconds or as an HTTP date), else an exponential back-off.
 */
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;

export function retryDelayMs(headers: Headers | undefined, attempt: number, now: number): number {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (value) {
    if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
}
