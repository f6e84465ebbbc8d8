import { describe, expect, it } from 'vitest';
import { decideAccess, type SessionFacts } from './access.ts';

const visitor: SessionFacts = { signedIn: false, storedUser: false, failed: false };
const member: SessionFacts = { signedIn: true, storedUser: true, failed: false };
const at = (pathname: string, search = '') => ({ pathname, search });
const redirect = (to: string) => ({ action: 'redirect', to });

describe('decideAccess', () => {
  it('lets everyone see the public screens', () => {
    expect(decideAccess('public', visitor, at('/how-to-use'))).toEqual({ action: 'allow' });
    expect(decideAccess('public', { ...visitor, failed: true }, at('/help-and-support'))).toEqual({
      action: 'allow',
    });
  });

  it('sends a visitor from an account screen to /login, remembering path and search', () => {
    expect(decideAccess('account', visitor, at('/dashboard'))).toEqual(redirect('/login?next=%2Fdashboard'));
    expect(decideAccess('account', visitor, at('/wallet-recharge', '?session_id=cs_1'))).toEqual(
      redirect('/login?next=%2Fwallet-recharge%3Fsession_id%3Dcs_1'),
    );
  });

  it('lets a signed-in person see account screens', () => {
    expect(decideAccess('account', member, at('/user-info/true'))).toEqual({ action: 'allow' });
  });

  it('sends a person with a stored profile or e-mail away from /login and /signup', () => {
    expect(decideAccess('auth', member, at('/login'))).toEqual(redirect('/dashboard'));
    expect(decideAccess('auth', { ...visitor, storedUser: true }, at('/signup'))).toEqual(
      redirect('/dashboard'),
    );
    expect(decideAccess('auth', visitor, at('/login'))).toEqual({ action: 'allow' });
  });

  it('honours a safe next on /login and ignores an unsafe one', () => {
    expect(decideAccess('auth', member, at('/login', '?next=%2Fuser-info'))).toEqual(redirect('/user-info'));
    expect(decideAccess('auth', member, at('/login', '?next=https://evil.example'))).toEqual(
      redirect('/dashboard'),
    );
  });

  it('asks the server again when only an e-mail is stored instead of sending the person to /login', () => {
    expect(decideAccess('account', { ...visitor, storedUser: true }, at('/dashboard'))).toEqual({
      action: 'verify',
    });
  });

  it('shows an error instead of guessing when the server could not be asked', () => {
    expect(decideAccess('account', { ...visitor, failed: true }, at('/dashboard'))).toEqual({
      action: 'error',
    });
  });

  it('can never bounce between /login and /dashboard', () => {
    // Every combination of facts: following the redirects ends on a screen after at most two hops.
    for (const signedIn of [false, true])
      for (const storedUser of [false, true])
        for (const failed of [false, true]) {
          const facts = { signedIn, storedUser, failed };
          const first = decideAccess('account', facts, at('/dashboard'));
          if (first.action !== 'redirect') continue;
          const [pathname = '', search = ''] = first.to.split(/(?=\?)/);
          const second = decideAccess('auth', facts, at(pathname, search));
          expect(second).toEqual({ action: 'allow' });
        }
  });
});
