import { eq } from 'drizzle-orm';
import { users } from '../../../edge/db/schema/index.ts';
import { cryptoRandom } from '../../../edge/deps.ts';
import { signIdToken } from '../../../edge/features/auth/tokens.ts';
import type { AuthHarness } from '../auth-helpers.ts';
import { creditUser } from '../factories.ts';
import { TEST_SECRET } from '../helpers.ts';

/**
 * Who sends the fuzzed requests, each with a cookie jar as a browser keeps one. Signed out; signed
 * in; and funded (a support credit through the ledger, as `npm run admin -- credit` does), so paid
 * routes (wallet, generation) are walked past their balance check too.
 *
 * A signed-in persona stays signed in whatever the fuzz does: a response that clears its session
 * cookie (logout) or names a new one is applied, and a session that ended (logout, or its 30 days
 * passed while the clock moved past limits) is replaced before the next request. Were it not, every
 * signed-in request would quietly become a signed-out one, as the first version of this test found.
 */
export class Persona {
  cookie: string | undefined;
  /** The session ended (or the clock moved): replace or touch it before the next request. */
  private stale = false;
  private ended = false;

  constructor(
    readonly name: string,
    private readonly email: string | undefined,
    private readonly fundedCents = 0,
  ) {}

  get signedIn(): boolean {
    return this.email !== undefined;
  }

  /** The first sign-in, the whole e-mail code flow as a person goes through it. */
  async signIn(h: AuthHarness): Promise<void> {
    if (!this.email) return;
    this.cookie = (await h.signIn(this.email)).cookie;
    if (this.fundedCents > 0) await creditUser(h.db, this.email, this.fundedCents, { clock: h.clock });
  }

  /** The clock moved: the next request first checks the session (and marks it seen now). */
  clockMoved(): void {
    this.stale = true;
  }

  /**
   * Makes the session usable for a checked request: replaced when it ended, touched (one request
   * that succeeds) when the clock moved, so that no refused request is the one that marks the session
   * seen, a write the database check would rightly report. True when it sent a request.
   */
  async ready(h: AuthHarness): Promise<boolean> {
    if (!this.email) return false;
    if (this.ended) {
      await this.renew(h);
      return true;
    }
    if (!this.stale) return false;
    this.stale = false;
    if ((await h.userInfo(this.cookie ?? '')).status === 401) await this.renew(h);
    return true;
  }

  /**
   * A fresh session for the same person through the product's last sign-in step: an ID token from
   * the product's own signer (what /api/identity/token hands out) swapped at create-session. One
   * request instead of the four of a whole sign-in; the old session, if any, is revoked by it.
   */
  private async renew(h: AuthHarness): Promise<void> {
    const email = this.email ?? '';
    const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${this.name}: no account for ${email}`);
    const idToken = await signIdToken(
      { userId: user.id, email },
      { secret: TEST_SECRET, random: cryptoRandom, now: h.clock.now() },
      h.base,
    );
    const answer = await h.call('/api/user/create-session', {
      body: { id_token: idToken },
      ...(this.cookie ? { headers: { cookie: this.cookie } } : {}),
    });
    if (answer.status !== 200) throw new Error(`${this.name}: create-session ${answer.status}`);
    this.cookie = (answer.res.headers.get('set-cookie') ?? '').split(';')[0];
    this.ended = false;
    this.stale = false;
  }

  /** Applies a response's Set-Cookie for the session, as a browser would. */
  observe(response: Response): void {
    if (!this.email) return;
    for (const line of response.headers.getSetCookie()) {
      const match = /^((?:__Host-)?plume_session)=([^;]*)/.exec(line);
      if (!match) continue;
      if (match[2] === '' || /;\s*max-age=0\b/i.test(line)) this.ended = true;
      else this.cookie = `${match[1]}=${match[2]}`;
    }
  }
}

export const createPersonas = () => [
  new Persona('signed out', undefined),
  new Persona('signed in', 'fuzz-person@example.com'),
  new Persona('funded', 'fuzz-funded@example.com', 100_00),
];
