import { Fragment, type ReactElement, useId } from 'react';
import { formatCents } from '../../lib/money.ts';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { chargeLine, type RunCharge } from './charge.ts';
import * as s from './GenerateButton.css.ts';

export interface GenerateButtonProps {
  /** What a run makes: 'Generate 5 Concept' on /concept-generation, 'Generate' on /post-generation. */
  label: string;
  /** The price of one run (or unit) in cents, from the costs table; omit while costs load. */
  costCents?: number;
  /** After the price: 'per Image' gives 'Generate $0.30 per Image' (SPEC §2). */
  costSuffix?: string;
  /**
   * What this click will be charged, shown on a line under the button with what stays in the wallet
   * ('2 images × $0.30 = $0.60 · $4.40 left'), and read as the button's description. Needs `costCents`.
   */
  charge?: RunCharge;
  /** A run is in flight: spinner, `busyLabel`, disabled, aria-busy. */
  busy?: boolean;
  /** Default 'Generating...' (SPEC §2). */
  busyLabel?: string;
  /**
   * Nothing to generate from yet (e.g. no image chosen).
   * @default false
   */
  disabled?: boolean;
  /** Starts the run; not called while busy or disabled. */
  onClick: () => void;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /**
   * `lg` as the screen's main action, `md` in a toolbar.
   * @default 'lg'
   */
  size?: 'md' | 'lg';
}

/**
 * The paid generate action: what it makes and what it costs, in one button (SPEC §2, §9), and with
 * `charge` the run's total and what remains on a second line.
 *
 * Use it for every action that spends from the wallet, so the price is always seen before the click. A
 * free action is a plain Button.
 */
export function GenerateButton({
  label,
  costCents,
  costSuffix,
  charge,
  busy = false,
  busyLabel = 'Generating...',
  disabled = false,
  onClick,
  fullWidth,
  size = 'lg',
}: GenerateButtonProps): ReactElement {
  const lineId = useId();
  const price = costCents === undefined ? '' : [formatCents(costCents), costSuffix].filter(Boolean).join(' ');
  // No price yet (costs loading): no line either, rather than a total made of nothing.
  const line = charge && costCents !== undefined ? chargeLine(costCents, charge) : null;
  const button = (
    <Button
      // Spelled out so every browser names it 'Generate $0.30 per Image', whatever the pill's layout.
      aria-label={busy || !price ? undefined : `${label} ${price}`}
      aria-describedby={line ? lineId : undefined}
      size={size}
      fullWidth={fullWidth}
      loading={busy}
      loadingText={busyLabel}
      disabled={disabled}
      iconStart={<Icons.Sparkles size="sm" />}
      onClick={onClick}
    >
      {label}
      {price ? <span className={s.cost}>{price}</span> : null}
    </Button>
  );
  if (!line) return button;
  return (
    <div className={s.withCharge({ fullWidth: Boolean(fullWidth) })}>
      {button}
      <p id={lineId} className={s.charge({ short: line.short })}>
        {line.parts.map((part, i) => (
          // Each part wraps as a whole on a narrow screen, so a sum is never split from its amount.
          <Fragment key={part}>
            {i > 0 ? ' · ' : null}
            <span className={s.chargePart}>{part}</span>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
