import type { ReactElement } from 'react';
import { formatCents } from '../../lib/money.ts';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './GenerateButton.css.ts';

export interface GenerateButtonProps {
  /** What a run makes: 'Generate 5 Concept' on /concept-generation, 'Generate' on /post-generation. */
  label: string;
  /** The price of one run (or unit) in cents, from the costs table; omit while costs load. */
  costCents?: number;
  /** After the price: 'per Image' gives 'Generate $0.30 per Image' (SPEC §2). */
  costSuffix?: string;
  /** A run is in flight: spinner, `busyLabel`, disabled, aria-busy. */
  busy?: boolean;
  /** Default 'Generating...' (SPEC §2). */
  busyLabel?: string;
  disabled?: boolean;
  onClick: () => void;
  fullWidth?: boolean;
  size?: 'md' | 'lg';
}

/** The paid generate action: what it makes and what it costs, in one button (SPEC §2, §9). */
export function GenerateButton({
  label,
  costCents,
  costSuffix,
  busy = false,
  busyLabel = 'Generating...',
  disabled = false,
  onClick,
  fullWidth,
  size = 'lg',
}: GenerateButtonProps): ReactElement {
  const price = costCents === undefined ? '' : [formatCents(costCents), costSuffix].filter(Boolean).join(' ');
  return (
    <Button
      // Spelled out so every browser names it 'Generate $0.30 per Image', whatever the pill's layout.
      aria-label={busy || !price ? undefined : `${label} ${price}`}
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
}
