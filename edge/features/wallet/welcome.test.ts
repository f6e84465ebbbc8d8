import { describe, expect, it } from 'vitest';
import { welcomeAddress, welcomeAddressHash } from './welcome.ts';

describe('welcomeAddress', () => {
  it.each([
    ['Jane.Doe+promo@Gmail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.doe@googlemail.com', 'janedoe@gmail.com'],
    ['bob+news@example.com', 'bob@example.com'],
    // Outside Gmail a dot is part of the mailbox's name: b.ob@ and bob@ are two people.
    ['b.ob@example.com', 'b.ob@example.com'],
    ['  Bob@Example.COM ', 'bob@example.com'],
  ])('reads %s as the mailbox %s', (address, mailbox) => {
    expect(welcomeAddress(address)).toBe(mailbox);
  });
});

describe('welcomeAddressHash', () => {
  it('is one keyed hash per mailbox, holds nothing of the address, and changes with the secret', async () => {
    const a = await welcomeAddressHash('secret-one-0123456789abcdef0123456789', 'Jane.Doe+x@gmail.com');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await welcomeAddressHash('secret-one-0123456789abcdef0123456789', 'janedoe@googlemail.com')).toBe(
      a,
    );
    expect(await welcomeAddressHash('secret-two-0123456789abcdef0123456789', 'janedoe@gmail.com')).not.toBe(
      a,
    );
  });
});
