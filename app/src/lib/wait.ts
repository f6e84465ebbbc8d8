/** How the screens say a wait from a 429's `Retry-After` (a refusal for a limit says when to try again). */

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 45 → '45 seconds', 90 → '2 minutes', 7200 → '2 hours' (rounded up: never sooner than allowed). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

/** 'Try again in 2 minutes.' */
export function tryAgainIn(seconds: number): string {
  return `Try again in ${formatWait(seconds)}.`;
}
