/**
 * The usage month choices (SPEC §2, §9): the previous 6 months, last month by default. The month in
 * progress is offered too, first, so that what someone generated today can be seen; it is labelled
 * as partial. Months are the viewer's own (the browser's local calendar, the zone the API is given).
 */
export type MonthOption = { value: string; label: string };

export const PREVIOUS_MONTHS = 6;

const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const value = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

export function usageMonths(now: Date, previous = PREVIOUS_MONTHS): MonthOption[] {
  return Array.from({ length: previous + 1 }, (_, back) => {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return {
      value: value(first),
      label: back === 0 ? `${label.format(first)} (so far)` : label.format(first),
    };
  });
}

/** Last month: the default choice. */
export function lastMonth(now: Date): string {
  return value(new Date(now.getFullYear(), now.getMonth() - 1, 1));
}

// Concept runs send the zone too, so it lives in lib/.
export { browserTimeZone } from '../../lib/timeZone.ts';
