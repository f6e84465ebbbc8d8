import { type ReactElement, useId } from 'react';
import { formatCents } from '../../lib/money.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './PlanCard.css.ts';

/** One billing package as the plans screen shows it (SPEC §3 "Billing package"). */
export interface Plan {
  /** The package's `price_id`; handed back to `onBuy`. */
  id: string;
  /** `product_name`. */
  name: string;
  /**
   * The price in integer cents (the wire's `unit_amount` dollars × 100). Always shown with 2 decimals,
   * so a whole-dollar package reads `$20.00` (SPEC §9).
   */
  priceCents: number;
  /** `product_description`; omitted or empty shows nothing. */
  description?: string;
  /** `allowance`: one feature line each, shown with a check mark, in the order given. */
  allowance: readonly string[];
}

export interface PlanCardProps {
  /** The package: name, price in cents, description and the credit it adds. */
  plan: Plan;
  /** Called with `plan.id` when 'Buy Credits' is pressed (never while busy or disabled). */
  onBuy: (planId: string) => void;
  /** This card's checkout is being opened: spinner, disabled, `aria-busy`, and `busyLabel` as its name. */
  busy?: boolean;
  /** Another card is busy (or buying is otherwise unavailable): the button is disabled, no spinner. */
  disabled?: boolean;
  /** The badge beside the name; SPEC §2 packages are one-time purchases. Default 'One time'. */
  badgeLabel?: string;
  /** Default 'Buy Credits' (SPEC §2). */
  buyLabel?: string;
  /** The button's accessible name while busy. Default 'Opening checkout…'. */
  busyLabel?: string;
  /** The heading level of the plan's name, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3;
}

/** SPEC §2 "Choose Your Plan": one package — name, 'One time', price as $N.00, description, allowance, buy. */
export function PlanCard({
  plan,
  onBuy,
  busy = false,
  disabled = false,
  badgeLabel = 'One time',
  buyLabel = 'Buy Credits',
  busyLabel = 'Opening checkout…',
  headingLevel = 2,
}: PlanCardProps): ReactElement {
  const nameId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className={s.card} aria-labelledby={nameId} data-busy={busy || undefined}>
      <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="sm">
        <Heading id={nameId} className={s.name}>
          {plan.name}
        </Heading>
        <Badge tone="accent">{badgeLabel}</Badge>
      </Box>
      <p className={s.price}>{formatCents(plan.priceCents)}</p>
      {plan.description ? <p className={s.description}>{plan.description}</p> : null}
      {plan.allowance.length > 0 ? (
        <ul className={s.features} aria-label={`${plan.name} includes`}>
          {plan.allowance.map((line, index) => (
            // Allowance lines are free text and may repeat: position is their identity.
            <li key={index} className={s.feature}>
              <Icons.Check size="sm" className={s.check} />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={s.action}>
        <Button
          fullWidth
          loading={busy}
          disabled={disabled}
          aria-label={busy ? busyLabel : undefined}
          onClick={() => onBuy(plan.id)}
        >
          {buyLabel}
        </Button>
      </div>
    </article>
  );
}
