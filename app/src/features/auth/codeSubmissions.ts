/**
 * Which typed codes may go to the server: the client never submits the same code twice, so a double
 * submit never spends the person's allowance of failed checks.
 *
 * The flow's `pending` lives in React state, which the hook only sees after a render: two submits in
 * one burst (a double click, Enter plus a click, a paste that completes the code plus a click, the
 * last digit typed twice) would both read "not pending" and both post. This is the synchronous part:
 * the hook keeps one in a ref and asks it before every request, so the second submit is refused
 * before the first one's answer — or its render — arrives.
 *
 * A code stays remembered for its address after its answer too, unless that answer says the code was
 * not used: wrong (400) or refused before any comparison (429). A right code is spent (the server
 * would answer 409), and after a failure without such an answer (no network, a 5xx) the code may
 * have been spent, so typing it again asks the person for a new code instead of posting it.
 */
export type CodeSubmissions = {
  /** May this code go out now? If so it is marked sent (in flight) for this address. */
  begin(email: string, code: string): 'send' | 'in-flight' | 'already-sent';
  /** The answer arrived; `unused` when it says the code was not used (wrong, or refused unread). */
  settle(outcome: 'used' | 'unused' | 'unknown'): void;
  /** A new code was sent: no code typed so far counts any more (a code is remembered with its address). */
  forget(): void;
};

export function codeSubmissions(): CodeSubmissions {
  let inFlight = false;
  let last: { email: string; code: string } | null = null;
  return {
    begin(email, code) {
      if (inFlight) return 'in-flight';
      if (last && last.email === email && last.code === code) return 'already-sent';
      inFlight = true;
      last = { email, code };
      return 'send';
    },
    settle(outcome) {
      inFlight = false;
      if (outcome === 'unused') last = null;
    },
    forget() {
      // A request still in flight stays guarded: only its answer ends it.
      last = null;
    },
  };
}
