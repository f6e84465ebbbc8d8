import type { ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { useLoad } from '../../lib/query.ts';
import { fetchReceipt, receiptErrors } from './api.ts';
import { ReceiptView } from './ReceiptView.tsx';

/** /wallet/receipts/:id — linked from each recharge in the wallet history and from the receipt mail. */
export default function ReceiptScreen(): ReactElement {
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const load = useLoad(['wallet', 'receipt', id], (signal) => fetchReceipt(id, signal));
  const error =
    load.status !== 'error'
      ? null
      : load.error instanceof ApiError && load.error.serverMessage
        ? load.error.message
        : fetchErrorMessage(load.error, receiptErrors);
  return (
    <ReceiptView
      status={load.status === 'success' ? 'ready' : load.status}
      receipt={load.data ?? null}
      error={error}
      onRetry={load.retry}
      onPrint={() => window.print()}
      onNavigate={(href) => navigate(href)}
    />
  );
}
