import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { ApiError } from '../api/client.ts';
import { createStorage, memoryStorage } from '../storage.ts';
import { balanceOf, changingCall, readPaidAnswer } from './paidAnswer.ts';

const profile = { email: 'ada@example.com', current_balance: 5 } as UserProfile;

function setup() {
  const session = memoryStorage();
  const store = createStorage(memoryStorage(), session);
  store.userData.set(profile);
  session.setItem('generations', '{}');
  session.setItem('activities', '[]');
  return { session, store };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// `readPaidAnswer` takes hc's ClientResponse; a fetch Response is what hc hands over at run time.
const asClient = (response: Response) => response as unknown as Parameters<typeof readPaidAnswer>[0];

describe('the balance after a paid call', () => {
  it('takes current_balance from a success, never subtracting on its own', async () => {
    const { store, session } = setup();
    const body = await readPaidAnswer(asClient(answer(200, { success: true, current_balance: 4.9 })), store);
    expect(body).toMatchObject({ current_balance: 4.9 });
    expect(store.userData.get()?.current_balance).toBe(4.9);
    expect(session.getItem('generations')).toBeNull();
    expect(session.getItem('activities')).toBeNull();
  });

  it('takes current_balance from a failed run too (the money came back) and still throws its message', async () => {
    const { store } = setup();
    const failed = answer(502, {
      success: false,
      message: 'The content model could not answer. Nothing was charged; please try again.',
      code: 'model_failed',
      current_balance: 5,
    });
    store.userData.set({ ...profile, current_balance: 4.7 });
    await expect(readPaidAnswer(asClient(failed), store)).rejects.toMatchObject({
      status: 502,
      message: 'The content model could not answer. Nothing was charged; please try again.',
    });
    expect(store.userData.get()?.current_balance).toBe(5);
  });

  it('leaves the balance alone when the answer carries none', async () => {
    const { store } = setup();
    await expect(
      readPaidAnswer(asClient(answer(402, { success: false, message: 'Out of credits.' })), store),
    ).rejects.toBeInstanceOf(ApiError);
    expect(store.userData.get()?.current_balance).toBe(5);
  });

  it('reads only a numeric current_balance', () => {
    expect(balanceOf({ current_balance: 0.3 })).toBe(30);
    expect(balanceOf({ current_balance: '0.3' })).toBeNull();
    expect(balanceOf(null)).toBeNull();
  });

  it('drops the dashboard cache after a save or delete that worked, not after one that was refused', async () => {
    const { store, session } = setup();
    await expect(
      changingCall(Promise.resolve(asClient(answer(404, { message: 'No such item.' }))), store),
    ).rejects.toThrow('No such item.');
    expect(session.getItem('generations')).toBe('{}');
    await changingCall(Promise.resolve(asClient(answer(200, { success: true }))), store);
    expect(session.getItem('generations')).toBeNull();
  });
});
