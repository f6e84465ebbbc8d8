import type { GrowthTrend, UsageMetric, UsageStat } from './contract.ts';

/**
 * A usage row from this month's count and the month before's. Growth is the percent change, one
 * decimal; from zero there is no percentage to give (null, shown '—'), but the trend still says up.
 */
export function usageRow(metric: UsageMetric, count: number, previous: number): UsageStat {
  const trend: GrowthTrend = count > previous ? 'up' : count < previous ? 'down' : 'flat';
  const growth = previous === 0 ? null : Math.round(((count - previous) / previous) * 1000) / 10;
  return { Metric: metric, Count: count, 'Growth (%)': growth, 'Growth Trend': trend };
}
