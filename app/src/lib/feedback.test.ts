import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDone, copyWithToast } from './feedback.ts';
import { currentToast, withdrawToast } from './toasts.ts';

const clipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', { clipboard: { writeText } });

afterEach(() => {
  const shown = currentToast();
  if (shown) withdrawToast(shown.id);
  vi.unstubAllGlobals();
});

describe('confirmations in the toast', () => {
  it("says 'Copied' once the text is on the clipboard", async () => {
    const writeText = vi.fn(async () => {});
    clipboard(writeText);
    await copyWithToast('Fresh bread');
    expect(writeText).toHaveBeenCalledWith('Fresh bread');
    expect(currentToast()).toMatchObject({ message: 'Copied', tone: 'success' });
  });

  it('says nothing when the browser refuses the copy, and rejects', async () => {
    clipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyWithToast('Fresh bread')).rejects.toThrow('denied');
    expect(currentToast()).toBeNull();
  });

  it('gives each confirmation a new toast, so a repeated one is announced again', () => {
    confirmDone('Saved');
    const first = currentToast()?.id;
    confirmDone('Saved');
    expect(currentToast()?.id).not.toBe(first);
  });
});
