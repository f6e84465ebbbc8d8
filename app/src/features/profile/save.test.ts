import { describe, expect, it, vi } from 'vitest';
import type { UpdateProfileRequest, UserProfile } from '../../../../edge/features/profile/contract.ts';
import { call, createApiClient } from '../../api/client.ts';
import { createStorage, memoryStorage } from '../../storage.ts';
import { userProfile } from '../../userProfile.fixture.ts';
import { withDashboardCache } from '../dashboard/cache.fixture.ts';
import { draftOf } from './draft.ts';
import { INVALID_HANDLES_MESSAGE, type SaveDeps, submitProfile } from './save.ts';

const cached = userProfile();

/** A PUT /api/user/info that answers as the server would, through the app's real API client. */
function serverSave(answer: (body: UpdateProfileRequest) => Response) {
  const sent: UpdateProfileRequest[] = [];
  const client = createApiClient({
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as UpdateProfileRequest;
      sent.push(body);
      return answer(body);
    },
    onUnauthorized: () => {},
  });
  const save = async (request: UpdateProfileRequest) =>
    (await call(client.api.user.info.$put({ json: request }))).data;
  return { save, sent };
}

/** The dashboard's cache as the dashboard left it: activities and generations in sessionStorage. */
function dashboardCache() {
  return withDashboardCache(createStorage(memoryStorage(), memoryStorage()));
}

function deps(save: SaveDeps['save']) {
  const order: string[] = [];
  const store = dashboardCache();
  const replaceProfile = vi.fn((_profile: UserProfile) => void order.push('replace'));
  const clearDashboardCache = vi.fn(() => {
    order.push('dashboard');
    store.clearDashboardCache();
  });
  const leave = vi.fn(() => void order.push('leave'));
  const log = vi.fn();
  const sending = vi.fn();
  const all = { save, replaceProfile, clearDashboardCache, leave, log, sending };
  return { order, store, replaceProfile, clearDashboardCache, leave, log, sending, all };
}

describe('saving the profile', () => {
  it('puts the server answer into the cache before it leaves edit mode', async () => {
    const stored = { ...cached, name: 'Ada Bakes', background: 'Baker', profile_completion: 29 };
    const server = serverSave(() => Response.json({ success: true, data: stored }));
    const d = deps(server.save);
    const draft = { ...draftOf(cached), name: 'Ada Bakes', background: 'Baker' };

    expect(await submitProfile(draft, cached, d.all)).toEqual({ saved: true });
    expect(server.sent).toEqual([
      expect.objectContaining({ name: 'Ada Bakes', background: 'Baker', email: 'ada@example.com' }),
    ]);
    // The PUT answer is the server's truth: read mode never shows the profile from before the save.
    expect(d.replaceProfile).toHaveBeenCalledWith(stored);
    expect(d.order).toEqual(['replace', 'dashboard', 'leave']);
    expect(d.sending).toHaveBeenCalledTimes(1);
  });

  it("drops the dashboard's cached activities and generations once the server stored it", async () => {
    // The server wrote an 'Updated your profile.' activity: the dashboard must fetch its lists again.
    const server = serverSave(() => Response.json({ success: true, data: cached }));
    const d = deps(server.save);
    await submitProfile(draftOf(cached), cached, d.all);
    expect(d.store.activities.get()).toBeNull();
    expect(d.store.generations.get()).toBeNull();
  });

  it('keeps the dashboard cache when nothing was stored', async () => {
    const refused = deps(serverSave(() => new Response('oops', { status: 502 })).save);
    await submitProfile(draftOf(cached), cached, refused.all);
    const blocked = deps(serverSave(() => Response.json({ success: true, data: cached })).save);
    const draft = { ...draftOf(cached), related_handles: [{ platform: 'x', handle: 'x.com/%' }] };
    await submitProfile(draft, cached, blocked.all);
    for (const { store, clearDashboardCache } of [refused, blocked]) {
      expect(clearDashboardCache).not.toHaveBeenCalled();
      expect(store.activities.get()).toHaveLength(1);
      expect(store.generations.get()).not.toBeNull();
    }
  });

  it("says what the server's 400 says, without the field path, and stays in edit mode", async () => {
    const server = serverSave(() =>
      Response.json(
        {
          success: false,
          message: 'background: Background is at most 2000 characters.',
          code: 'invalid_input',
          issues: [{ path: 'background', message: 'Background is at most 2000 characters.' }],
        },
        { status: 400 },
      ),
    );
    const d = deps(server.save);
    const outcome = await submitProfile({ ...draftOf(cached), background: 'x' }, cached, d.all);
    expect(outcome).toEqual({
      saved: false,
      message: 'Your changes are not saved yet: Background is at most 2000 characters.',
    });
    expect(d.replaceProfile).not.toHaveBeenCalled();
    expect(d.leave).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith('Profile update failed', expect.any(Error));
  });

  it('names a nested field path away too (a handle row)', async () => {
    const server = serverSave(() =>
      Response.json(
        { success: false, message: 'your_handles.0.reference: Enter the handle.' },
        { status: 400 },
      ),
    );
    const outcome = await submitProfile(draftOf(cached), cached, deps(server.save).all);
    expect(outcome).toEqual({ saved: false, message: 'Your changes are not saved yet: Enter the handle.' });
  });

  it('says the server could not store it on a 5xx, and that Plume is unreachable offline', async () => {
    const broken = serverSave(() => new Response('oops', { status: 502 }));
    expect(await submitProfile(draftOf(cached), cached, deps(broken.save).all)).toEqual({
      saved: false,
      message: 'Your changes are not saved yet: the server could not store them. Try again.',
    });
    const offline = deps(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitProfile(draftOf(cached), cached, offline.all)).toEqual({
      saved: false,
      message:
        'Your changes are not saved yet: Plume could not be reached. Check your connection and try again.',
    });
    expect(offline.leave).not.toHaveBeenCalled();
  });

  it('sends nothing while a handle does not fit its platform', async () => {
    const server = serverSave(() => Response.json({ success: true, data: cached }));
    const d = deps(server.save);
    const draft = { ...draftOf(cached), related_handles: [{ platform: 'x', handle: 'x.com/%' }] };
    expect(await submitProfile(draft, cached, d.all)).toEqual({
      saved: false,
      message: INVALID_HANDLES_MESSAGE,
    });
    expect(server.sent).toEqual([]);
    expect(d.sending).not.toHaveBeenCalled();
  });
});
