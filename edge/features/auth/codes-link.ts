import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { loginCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuthDeps, SIGN_IN_PURPOSES } from './codes-common.ts';
import { sha256Hex } from './crypto.ts';
import { signCustomToken } from './tokens.ts';
import { findOrCreateUserByEmail } from './users.ts';

export const INVALID_LINK = 'This sign-in link is invalid or has expired. Please ask for a new code.';

/**
 * The one-click link: single use, same life as the code, and deliberately NOT subject to the code
 * entry limits (its 256 bits cannot be guessed), so it works while code entry is locked.
 */
export async function consumeLink(deps: AuthDeps, token: string): Promise<string> {
  const { db, clock, secret, random, config } = deps;
  const now = clock.now();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(400, INVALID_LINK, 'invalid_link');
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.linkHash, await sha256Hex(token)),
        inArray(loginCodes.purpose, [...SIGN_IN_PURPOSES]),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ email: loginCodes.email });
  if (!row) throw new AppError(400, INVALID_LINK, 'invalid_link');
  const welcome = { cents: config.welcomeCreditCents, secret };
  const user = await db.transaction((tx) => findOrCreateUserByEmail(tx, row.email, now, welcome));
  return signCustomToken({ userId: user.id, email: user.email }, { secret, random, now });
}
