import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { takeWithinLimit } from '../../db/rate-limits.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { servedOverHttps } from '../../http/origin.ts';
import { zValidator } from '../../http/validator.ts';
import { clientIp } from '../auth/client-ip.ts';
import { INVALID_OTP } from '../auth/contract.ts';
import { requireUser, SESSION_COOKIE, type SignedInEnv } from '../auth/session-middleware.ts';
import { centsToDollars } from '../wallet/service.ts';
import {
  type AccountDeletedResponse,
  DELETION_CODE_SENT,
  type DeletionCodeSentResponse,
  deletionVerifyRequest,
  EXPORT_TOO_SOON,
  exportFileName,
} from './contract.ts';
import { requestDeletionCode, verifyDeletionCode } from './deletion-code.ts';
import { waitForRunsToEnd } from './erase.ts';
import { exportArchive } from './export/archive.ts';

const HOUR = 60 * 60 * 1000;
/** The rate-limit ledger's kind for an export (edge/db/rate-limits.ts), per user: one an hour. */
const EXPORT_TAKEN = 'data_export:user';

const otpHook = (result: { success: boolean }) => {
  if (!result.success) throw new AppError(400, INVALID_OTP, 'invalid_otp');
};

/** The Account section of User Info: take one's data, close one's account (GDPR Art. 20, 17). */
export const accountRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps.db, deps.clock);
  return new Hono<SignedInEnv>()
    .post('/user/export', signedIn, async (c) => {
      const user = c.get('user');
      const now = deps.clock.now();
      // Counted before the first byte: an export is a full read of the person's tables.
      const wait = await deps.db.transaction((tx) =>
        takeWithinLimit(tx, { kind: EXPORT_TAKEN, subject: user.id, limit: 1, windowMs: HOUR }, now),
      );
      if (wait !== null) {
        throw new AppError(429, EXPORT_TOO_SOON, 'export_rate_limited', { retryAfterSeconds: wait });
      }
      deps.logger.info('data export started', { userId: user.id });
      return c.body(exportArchive(deps, user.id, now), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      });
    })
    .post('/user/account/delete', signedIn, async (c) => {
      const { balanceCents } = await requestDeletionCode(deps, {
        user: c.get('user'),
        ip: clientIp(c, deps.config),
      });
      return c.json(
        {
          success: true,
          message: DELETION_CODE_SENT,
          expires_in: deps.config.auth.codeTtlMinutes * 60,
          balance_forfeited: centsToDollars(balanceCents),
        } satisfies DeletionCodeSentResponse,
        200,
      );
    })
    .post(
      '/user/account/delete/verify-otp',
      signedIn,
      zValidator('json', deletionVerifyRequest, otpHook),
      async (c) => {
        const user = c.get('user');
        await waitForRunsToEnd(deps.db, deps, user.id);
        await verifyDeletionCode(deps, { user, otp: c.req.valid('json').otp, ip: clientIp(c, deps.config) });
        // Every session is gone already; the browser drops this one's cookie and its cached pages.
        c.header('Clear-Site-Data', '"cache"');
        const secure = servedOverHttps(c, deps.config);
        deleteCookie(c, SESSION_COOKIE, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          ...(secure ? { secure: true, prefix: 'host' as const } : {}),
        });
        return c.json({ success: true } satisfies AccountDeletedResponse, 200);
      },
    );
};
