import { exportFileName } from '../../../../edge/contract/export-file.ts';
import { ApiError, api, call, unwrap } from '../../api/client.ts';
import { tryAgainIn } from '../../lib/wait.ts';

/**
 * The Account section's calls: the data export (a ZIP, not JSON) and the two steps of deleting the
 * account, like sign-in's code pair.
 */

/** POST /user/export, then hands the archive to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const response = await api.user.export.$post();
  // A refusal is the API's error model: unwrap turns it into the one ApiError.
  if (!response.ok) await unwrap(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** POST /user/account/delete: mails the code; answers the balance it would forfeit (dollars). */
export const askDeletionCode = () => call(api.user.account.delete.$post());

/** POST /user/account/delete/verify-otp: deletes the account when the code is right. */
export const confirmDeletion = (otp: string) =>
  call(api.user.account.delete['verify-otp'].$post({ json: { otp } }));

/** What a refusal says on the screen: the server's message, with the wait of a 429. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const wait = error.retryAfterSeconds;
  return error.status === 429 && wait !== undefined ? `${error.message} ${tryAgainIn(wait)}` : error.message;
}
