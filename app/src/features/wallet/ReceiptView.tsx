import { type NavigateHandler, PageHeader, Receipt, type ReceiptData, Stack } from '@plume/ui';
import type { ReactElement } from 'react';

export type ReceiptViewProps = {
  status: 'loading' | 'error' | 'ready';
  receipt: ReceiptData | null;
  error: string | null;
  onRetry: () => void;
  onPrint: () => void;
  onNavigate: NavigateHandler;
};

/** /wallet/receipts/:id: one recharge's receipt, printable (the page header stays off the paper). */
export function ReceiptView({
  status,
  receipt,
  error,
  onRetry,
  onPrint,
  onNavigate,
}: ReceiptViewProps): ReactElement {
  return (
    <Stack space="lg">
      <div data-screen-only="">
        <PageHeader title="Receipt" description="Print it, or save it as a PDF, for your records." />
      </div>
      <Receipt
        status={status}
        receipt={receipt}
        {...(error ? { error } : {})}
        onRetry={onRetry}
        onPrint={onPrint}
        backHref="/wallet"
        onNavigate={onNavigate}
      />
    </Stack>
  );
}
