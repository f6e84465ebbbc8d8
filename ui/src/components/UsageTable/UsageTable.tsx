import { type ReactElement, useId } from 'react';
import { PanelSection } from '../../lib/PanelSection.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { LoadError } from '../LoadError/LoadError.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { type Trend, TrendIcon } from './trendIcons.tsx';
import * as s from './UsageTable.css.ts';

/** One metric of a month (SPEC §3 "Usage stat": Metric, Count, Growth (%), Growth Trend). */
export interface UsageRow {
  metric: string;
  count: number;
  /** Percent change against the month before; null when that month had none (shown '—'). */
  growthPercent: number | null;
  trend: Trend;
}

export type UsageTableStatus = 'loading' | 'error' | 'ready';

export interface UsageTableProps {
  /** `loading`: skeleton rows (the month stays selectable); `error`: `error` with a Retry; `ready`: the rows. */
  status: UsageTableStatus;
  /**
   * One row per metric: its count in the month, growth against the month before (null from zero) and trend.
   */
  rows?: readonly UsageRow[];
  /** The months to choose from, newest first, e.g. { value: '2026-02', label: 'February 2026' }. */
  months: readonly SelectOption[];
  /** The chosen month's value. */
  month: string;
  /** Called with the month chosen in the select. */
  onMonthChange: (month: string) => void;
  /** The card's heading. Default 'Usage statistics'. */
  title?: string;
  /** Shown when loading failed. Default "Couldn't load your usage." */
  error?: string;
  /** Retry after a failed load; without it no Retry button shows. */
  onRetry?: () => void;
  /** Placeholder rows while loading. Default 3 (the SPEC's three metrics). */
  skeletonRows?: number;
}

const trendLabel: Record<Trend, string> = { up: 'Up', down: 'Down', flat: 'Flat' };

/** '+33.3%', '−50%', '0%': a real minus sign, one decimal at most. */
export function formatGrowth(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  const magnitude = `${Math.abs(rounded).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  if (rounded > 0) return `+${magnitude}`;
  if (rounded < 0) return `\u2212${magnitude}`;
  return magnitude;
}

/** The dashboard's monthly usage (SPEC §2): a month select above a table of the month's metrics. */
export function UsageTable({
  status,
  rows = [],
  months,
  month,
  onMonthChange,
  title = 'Usage statistics',
  error = "Couldn't load your usage.",
  onRetry,
  skeletonRows = 3,
}: UsageTableProps): ReactElement {
  const titleId = useId();
  const chosen = months.find((m) => m.value === month)?.label ?? month;
  return (
    <PanelSection
      className={s.card}
      titleId={titleId}
      title={title}
      busy={status === 'loading'}
      action={
        <Select
          className={s.monthSelect}
          label="Month"
          labelPlacement="beside"
          name="usage-month"
          options={months}
          value={month}
          onChange={onMonthChange}
        />
      }
    >
      {status === 'error' ? (
        <LoadError onRetry={onRetry}>{error}</LoadError>
      ) : (
        <table className={s.table}>
          <caption className={visuallyHidden}>
            {status === 'loading' ? `Loading usage for ${chosen}` : `Usage in ${chosen}`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={s.headCell}>
                Metric
              </th>
              <th scope="col" className={s.numericHead}>
                Count
              </th>
              <th scope="col" className={s.numericHead}>
                Growth (%)
              </th>
              <th scope="col" className={s.headCell}>
                Growth Trend
              </th>
            </tr>
          </thead>
          <tbody>
            {status === 'loading'
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} data-skeleton-row="">
                    <td className={s.metric}>
                      <Skeleton width="70%" />
                    </td>
                    <td className={s.count}>
                      <Skeleton width="2rem" />
                    </td>
                    <td className={s.growth}>
                      <Skeleton width="3rem" />
                    </td>
                    <td className={s.cell}>
                      <Skeleton width="4rem" height="1.5rem" radius="pill" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={row.metric} data-trend={row.trend}>
                    <th scope="row" className={s.metric}>
                      {row.metric}
                    </th>
                    <td className={s.count}>{row.count.toLocaleString('en-US')}</td>
                    <td className={s.growth}>
                      {row.growthPercent === null ? (
                        <>
                          <span className={s.none} aria-hidden="true">
                            —
                          </span>
                          <span className={visuallyHidden}>none the month before</span>
                        </>
                      ) : (
                        formatGrowth(row.growthPercent)
                      )}
                    </td>
                    <td className={s.cell}>
                      <span className={s.trend({ direction: row.trend })}>
                        <TrendIcon trend={row.trend} />
                        {trendLabel[row.trend]}
                      </span>
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      )}
    </PanelSection>
  );
}
