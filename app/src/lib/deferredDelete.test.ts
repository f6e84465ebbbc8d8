import { describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the pending list, the toast and the page listeners are module state. */
async function load() {
  vi.resetModules();
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', doc);
  const toasts = await import('./toasts.ts');
  const { deferDelete, pendingDeletes } = await import('./deferredDelete.ts');
  const seen: string[] = [];
  const request = (name: string) => ({
    message: `${name} deleted.`,
    hide: () => seen.push(`hide ${name}`),
    restore: () => seen.push(`restore ${name}`),
    commit: async ({ keepalive }: { keepalive: boolean }) => {
      seen.push(`commit ${name}${keepalive ? ' keepalive' : ''}`);
    },
  });
  const shown = () => {
    const toast = toasts.currentToast();
    if (!toast) throw new Error('no toast');
    return toast;
  };
  return { toasts, deferDelete, pendingDeletes, seen, request, page, doc, shown };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deleting with a way back', () => {
  it('hides at once, offers Undo, and sends the delete only when the toast goes', async () => {
    const t = await load();
    t.deferDelete(t.request('post'));
    expect(t.seen).toEqual(['hide post']);
    expect(t.shown()).toMatchObject({ message: 'post deleted.', action: { label: 'Undo' } });
    expect(t.pendingDeletes()).toBe(1);
    t.toasts.dismissToast(t.shown().id);
    await settled();
    expect(t.seen).toEqual(['hide post', 'commit post']);
    expect(t.pendingDeletes()).toBe(0);
    expect(t.toasts.currentToast()).toBeNull();
  });

  it('Undo shows the item again and sends nothing', async () => {
    const t = await load();
    t.deferDelete(t.request('post'));
    const toast = t.shown();
    toast.action?.onClick();
    t.toasts.dismissToast(toast.id);
    await settled();
    expect(t.seen).toEqual(['hide post', 'restore post']);
    expect(t.toasts.currentToast()).toBeNull();
  });

  it('a second delete sends the first at once (one toast at a time)', async () => {
    const t = await load();
    t.deferDelete(t.request('a'));
    t.deferDelete(t.request('b'));
    await settled();
    expect(t.seen).toEqual(['hide a', 'hide b', 'commit a']);
    expect(t.pendingDeletes()).toBe(1);
  });

  it('a page hidden or closed sends what waits, with keepalive', async () => {
    const t = await load();
    t.deferDelete(t.request('a'));
    t.doc.visibilityState = 'hidden';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(t.seen).toEqual(['hide a', 'commit a keepalive']);
    t.deferDelete(t.request('b'));
    t.page.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(t.seen.at(-1)).toBe('commit b keepalive');
  });

  it('a failed delete shows the item again and says why', async () => {
    const t = await load();
    const failed: unknown[] = [];
    t.deferDelete({
      ...t.request('a'),
      commit: async () => {
        throw new Error('offline');
      },
      onFailed: (error) => failed.push(error),
    });
    t.toasts.dismissToast(t.shown().id);
    await settled();
    expect(t.seen).toEqual(['hide a', 'restore a']);
    expect(failed).toHaveLength(1);
  });
});
