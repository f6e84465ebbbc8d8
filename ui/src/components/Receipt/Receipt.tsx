import { type ReactElement, useId } from 'react';
import { formatCents } from '../../lib/money.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { SkeletonGroup } from '../SkeletonGroup/SkeletonGroup.tsx';
import { Text } from '../Text/Text.tsx';
import * as s from './Receipt.css.ts';

/** A refund or dispute of the payment, in integer cents. */
export interface ReceiptReversalData {
  kind: 'refund' | 'dispute';
  date: string | Date;
  /** What the payment processor gave back or holds. */
  amountCents: number;
  /** The wallet credit it stood for. */
  creditReversedCents: number;
}

/** One recharge's receipt, in integer cents. */
export interface ReceiptData {
  /** The receipt number (the checkout session id). */
  id: string;
  date: string | Date;
  packageName: string;
  amountPaidCents: number;
  /** ISO 4217 ('usd'), shown upper-case beside the amount paid. */
  currency: string;
  creditAddedCents: number;
  paymentReference: string;
  /** The payment processor's own receipt page, when there is one. */
  processorReceiptUrl: string | null;
  customerEmail: string;
  seller: { name: string; address: string };
  reversals: ReceiptReversalData[];
}

export interface ReceiptProps {
  status: 'loading' | 'error' | 'ready';
  receipt?: ReceiptData | null;
  /** What a failed load says (a missing receipt, a network failure). */
  error?: string;
  onRetry?: () => void;
  /** Print the page (the app calls window.print). */
  onPrint?: () => void;
  /** Back to the wallet history. */
  backHref?: string;
  onNavigate?: NavigateHandler;
  /** Default: en-US long date and short time in the viewer's time zone. */
  formatDate?: (date: Date) => string;
}

const defaultDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const asDate = (d: string | Date) => (typeof d === 'string' ? new Date(d) : d);

/** A printable receipt of a recharge: the seller, what was paid, what the wallet got, and any refunds. */
export function Receipt({
  status,
  receipt,
  error = "Couldn't load this receipt.",
  onRetry,
  onPrint,
  backHref,
  onNavigate,
  formatDate = (d) => defaultDate.format(d),
}: ReceiptProps): ReactElement {
  const titleId = useId();
  if (status === 'loading') {
    return (
      <section className={s.card} aria-busy="true" aria-label="Receipt">
        <SkeletonGroup label="Loading receipt" count={6}>
          <Skeleton width="70%" />
        </SkeletonGroup>
      </section>
    );
  }
  if (status === 'error' || !receipt) {
    return (
      <section className={s.card} aria-label="Receipt">
        <LoadError onRetry={onRetry}>{error}</LoadError>
      </section>
    );
  }
  const facts: [string, string][] = [
    ['Date', formatDate(asDate(receipt.date))],
    ['Receipt number', receipt.id],
    ['Billed to', receipt.customerEmail],
    ['Package', receipt.packageName],
    ['Amount paid', `${formatCents(receipt.amountPaidCents)} ${receipt.currency.toUpperCase()}`],
    ['Credit added', formatCents(receipt.creditAddedCents)],
    ['Payment reference', receipt.paymentReference],
  ];
  return (
    <article className={s.card} aria-labelledby={titleId}>
      <Box
        component="header"
        display="flex"
        justifyContent="space-between"
        alignItems="flex-start"
        gap="md"
        flexWrap="wrap"
      >
        <Box display="flex" flexDirection="column" gap="xxs">
          <Text size="lg" weight="semibold" tone="text">
            {receipt.seller.name}
          </Text>
          <p className={s.muted}>{receipt.seller.address}</p>
        </Box>
        <Box component="h2" id={titleId} fontSize="xl" fontWeight="bold" color="text">
          Receipt
        </Box>
      </Box>
      <dl className={s.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={s.pair}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.reversals.length > 0 ? (
        <section aria-label="Refunds and disputes">
          <Box component="h3" fontSize="md" fontWeight="semibold" color="text">
            Refunds and disputes
          </Box>
          <ul className={s.reversals}>
            {receipt.reversals.map((r, i) => (
              <li key={`${r.kind}-${i}`} data-kind={r.kind}>
                {r.kind === 'refund' ? 'Refund' : 'Dispute'} on {formatDate(asDate(r.date))}:{' '}
                {formatCents(r.amountCents)} {receipt.currency.toUpperCase()}, taking back{' '}
                {formatCents(r.creditReversedCents)} of credit
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {receipt.processorReceiptUrl ? (
        <p className={s.muted}>
          The payment processor's own receipt:{' '}
          <a className={s.link} href={receipt.processorReceiptUrl} target="_blank" rel="noopener noreferrer">
            open it
          </a>
        </p>
      ) : null}
      <div className={s.actions}>
        {onPrint ? (
          <Button variant="primary" onClick={onPrint} iconStart={<Icons.Download size="sm" />}>
            Print or save as PDF
          </Button>
        ) : null}
        {backHref ? (
          <a className={s.link} href={backHref} onClick={navigationClick(backHref, onNavigate)}>
            Back to your wallet
          </a>
        ) : null}
      </div>
    </article>
  );
}
