import { describe, expect, it } from 'vitest';
import { seededRandom, suiteAuthHarness } from './auth-helpers.ts';

// A scripted CSPRNG stand-in makes the run the same on every machine.
const h = suiteAuthHarness('pg', { random: seededRandom(20260115) });

describe('a scripted guessing run', () => {
  it('10,000 guesses from rotating IPs, with fresh codes asked for all along, sign nobody in', async () => {
    const victim = 'victim@example.com';
    await h.signIn(victim);
    const started = h.clock.now().getTime();

    const GUESSES = 10_000;
    const STEP_MS = 15_000; // a guess every 15 s of fake time: the run spans ~42 hours
    let tokens = 0;
    let evaluated = 0; // guesses the server checked against a code (answered 400, not 429)
    let codesSent = 0;
    for (let i = 0; i < GUESSES; i += 1) {
      const ip = `198.18.${(i >> 8) & 0xff}.${i & 0xff}`; // a new address for every guess
      if (i % 20 === 0) {
        // keep asking for fresh codes (the limits decide how many are really sent)
        const ask = await h.ask(victim, 'login', ip);
        if (ask.status === 200) codesSent += 1;
      }
      const guess = String((i * 7919) % 10_000).padStart(4, '0');
      const r = await h.verify(victim, guess, ip);
      if (r.status === 200 || 'custom-token' in r.body) tokens += 1;
      else if (r.status === 400) evaluated += 1;
      else expect(r.status).toBe(429);
      h.advance(STEP_MS);
    }

    const days = (h.clock.now().getTime() - started) / 86_400_000;
    expect(tokens).toBe(0);
    // 10 failed verifications per address per 24 h are all an attacker gets checked
    expect(evaluated).toBeLessThanOrEqual(10 * Math.ceil(days + 1));
    expect(codesSent).toBeLessThanOrEqual(5 * Math.ceil(days * 24 + 1));
    // once the attacker stops, the owner asks for a code within the hour and gets in
    h.advance(60 * 60_000);
    const owner = await h.requestCode(victim, 'login', '192.0.2.1');
    expect((await h.openLink(owner.link ?? '')).status).toBe(200);
  }, 120_000);
});
