import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { type ReceiptResponse, receiptIdParam } from './contract.ts';
import { receiptOf } from './service.ts';

/** A recharge's receipt, for its owner only (another person's answers like a missing one). */
export const receiptRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps.db, deps.clock);
  return new Hono<SignedInEnv>().get(
    '/user/wallet/receipts/:id',
    signedIn,
    zValidator('param', receiptIdParam),
    async (c) => {
      const found = await receiptOf(deps.db, deps.config, c.req.valid('param').id, c.get('user').id);
      if (!found) throw new AppError(404, 'There is no such receipt.', 'receipt_not_found');
      return c.json({ success: true, data: found } satisfies ReceiptResponse, 200);
    },
  );
};
