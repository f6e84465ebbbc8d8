import { type ReactElement, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import * as s from './ProgressBar.css.ts';

export interface ProgressBarProps {
  /** The visible label, also the bar's accessible name (e.g. 'Profile completion'). */
  label: string;
  /** How far along, from 0 to `max`; values outside are clamped. */
  value: number;
  /** SPEC §9: the progress bar's default maximum is 100. */
  max?: number;
  /** Shows the percent beside the label (SPEC §2 /user-info: 'with a percent'). */
  showPercent?: boolean;
  /** Extra class for layout around the bar. */
  className?: string;
}

/**
 * A labelled progress bar (role progressbar) that turns to the success colour when full.
 *
 * For a known fraction (profile completion, usage). For work of unknown length use Spinner.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  showPercent = true,
  className,
}: ProgressBarProps): ReactElement {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={cx(s.root, className)}>
      <Box display="flex" alignItems="baseline" justifyContent="space-between" gap="md">
        <Text component="span" id={labelId} size="sm" weight="semibold" tone="text">
          {label}
        </Text>
        {showPercent ? (
          <Text
            component="span"
            size="sm"
            weight="semibold"
            tone="brand"
            className={s.value}
            aria-hidden="true"
          >
            {percent}%
          </Text>
        ) : null}
      </Box>
      <div
        className={s.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
      >
        <div className={s.fill({ complete: percent >= 100 })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
