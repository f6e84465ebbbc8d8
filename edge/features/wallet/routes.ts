import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { PRICES_CACHE_CONTROL, sendCached } from '../../http/cached-answer.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { sweepExpiredReservations } from './charges.ts';
import { type WalletResponse, walletQuery } from './contract.ts';
import { walletHistory } from './history.ts';
import { balanceOf } from './ledger.ts';
import { centsToDollars } from './service.ts';

/**
 * Prices and plans, from memory (edge/features/content): no database round trip. A charge still
 * reads its price inside its own transaction (charges.ts), never from this copy. And the person's
 * own wallet: balance and history (SPEC §7 GET /user/wallet); buying credits is edge/features/payments.
 */
export const walletRoutes = (deps: AppDeps) => {
  const { content } = deps;
  const signedIn = requireUser(deps.db, deps.clock);
  return new Hono<SignedInEnv>()
    .get('/costs', async (c) => sendCached(c, (await content.answers()).costs, PRICES_CACHE_CONTROL))
    .get('/billing/packages', async (c) =>
      sendCached(c, (await content.answers()).packages, PRICES_CACHE_CONTROL),
    )
    .get('/user/wallet', signedIn, zValidator('query', walletQuery), async (c) => {
      const user = c.get('user');
      // Holds past their deadline (a crashed generation) go back before the balance is read, so the balance
      // and the history agree and the person never sees money held by nothing (a hold outlives its run only
      // until its deadline). The session lookup already said whether there is one.
      const { released } = c.get('holdsPastDeadline')
        ? await sweepExpiredReservations(deps, { userId: user.id })
        : { released: 0 };
      const balanceCents = released > 0 ? await balanceOf(deps.db, user.id) : user.balanceCents;
      const page = await walletHistory(deps.db, user.id, c.req.valid('query').cursor);
      return c.json(
        {
          success: true,
          data: {
            current_balance: centsToDollars(balanceCents),
            entries: page.entries,
            next_cursor: page.nextCursor,
          },
        } satisfies WalletResponse,
        200,
      );
    });
};
