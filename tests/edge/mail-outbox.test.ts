import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../edge/db/schema/index.ts';
import type { MailMessage } from '../../edge/features/mail/mailer.ts';
import { MailDeliveryError } from '../../edge/features/mail/mailer.ts';
import {
  enqueueMail,
  OUTBOX_MAX_ATTEMPTS,
  sendOutboxMail,
  sweepOutbox,
} from '../../edge/features/mail/outbox.ts';
import { createLogger } from '../../edge/logger.ts';
import { drivers, fixedClock, openTestDatabase, type TestDatabase } from './helpers.ts';

const MINUTE = 60 * 1000;

describe.each(drivers)('the mail outbox on %s', (driver) => {
  let t: TestDatabase;
  const clock = fixedClock('2026-03-01T09:00:00Z');
  const sent: MailMessage[] = [];
  let down = false;
  const mailer = {
    async send(mail: MailMessage) {
      if (down) throw new MailDeliveryError('SMTP 421 try later', 'smtp', 421);
      sent.push(mail);
    },
  };
  const logs: string[] = [];
  const deps = () => ({
    db: t.db,
    clock,
    mailer,
    logger: createLogger({ level: 'debug', write: (l) => logs.push(l) }),
  });
  const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());
  let n = 0;
  const write = async () => {
    const key = `test:${++n}`;
    await t.db.transaction((tx) =>
      enqueueMail(
        tx,
        { key, to: `p${n}@example.com`, subject: `S${n}`, text: 't', html: '<p>h</p>' },
        clock.now(),
      ),
    );
    return key;
  };
  const row = async (key: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.key, key)))[0];

  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(() => t.dispose());

  it('sends a mail once however many senders ask at the same moment, and a second write of its key is ignored', async () => {
    const key = await write();
    await t.db.transaction((tx) =>
      enqueueMail(tx, { key, to: 'other@example.com', subject: 'other', text: 'x', html: 'x' }, clock.now()),
    );
    const before = sent.length;
    await Promise.all([sendOutboxMail(deps(), key), sendOutboxMail(deps(), key), sweepOutbox(deps())]);
    expect(sent.slice(before).map((m) => [m.to, m.subject])).toEqual([[`p${n}@example.com`, `S${n}`]]);
    expect(await row(key)).toMatchObject({ attempts: 1, sentAt: clock.now(), lastError: null });
    expect(await sendOutboxMail(deps(), key)).toBe(false);
  });

  it('retries a refused mail with a growing wait, then sends it once the transport is back', async () => {
    const key = await write();
    down = true;
    expect(await sendOutboxMail(deps(), key)).toBe(false);
    expect(await row(key)).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP 421 try later' });
    // Not due before its wait of one minute, then two.
    expect(await sweepOutbox(deps())).toEqual({ sent: 0, failed: 0 });
    advance(MINUTE);
    expect(await sweepOutbox(deps())).toEqual({ sent: 0, failed: 1 });
    advance(MINUTE);
    expect((await sweepOutbox(deps())).failed).toBe(0);
    down = false;
    advance(MINUTE);
    const before = sent.length;
    expect(await sweepOutbox(deps())).toEqual({ sent: 1, failed: 0 });
    expect(sent.length - before).toBe(1);
    expect(await row(key)).toMatchObject({ attempts: 3, lastError: null, sentAt: clock.now() });
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} attempts and logs it as an error`, async () => {
    const key = await write();
    down = true;
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS + 2; i += 1) {
      await sweepOutbox(deps());
      advance(60 * MINUTE);
    }
    down = false;
    expect(await row(key)).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null });
    expect(logs.some((l) => l.includes('outbox mail given up') && l.includes(key))).toBe(true);
    expect(logs.join('\n')).not.toContain('p3@example.com');
  });
});
