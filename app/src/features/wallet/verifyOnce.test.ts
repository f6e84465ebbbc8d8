import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { verificationFailure, verifyErrors } from './api.ts';
import { resetVerifications, verifyOnce } from './verifyOnce.ts';

afterEach(resetVerifications);

describe('verifyOnce', () => {
  it('asks the server once per session id however often a screen mounts', async () => {
    const verify = vi.fn(async () => ({ message: 'ok', balanceCents: 1000 }));
    const [a, b] = await Promise.all([verifyOnce('cs_1', verify), verifyOnce('cs_1', verify)]);
    await verifyOnce('cs_1', verify);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
  });

  it('keeps separate sessions apart', async () => {
    const verify = vi.fn(async (id: string) => ({ message: id, balanceCents: null }));
    await verifyOnce('cs_1', verify);
    await verifyOnce('cs_2', verify);
    expect(verify.mock.calls.map(([id]) => id)).toEqual(['cs_1', 'cs_2']);
  });
});

describe('verificationFailure (SPEC §8)', () => {
  it('shows the server’s message when it sent one', () => {
    const error = new ApiError(409, 'This payment has not completed yet.', undefined, undefined, {
      serverMessage: true,
    });
    expect(verificationFailure(error)).toBe('This payment has not completed yet.');
  });

  it('falls back to the two SPEC messages', () => {
    expect(verificationFailure(new ApiError(502, '502 Bad Gateway'))).toBe(verifyErrors.failed);
    expect(verificationFailure(new TypeError('Failed to fetch'))).toBe(verifyErrors.other);
  });
});
