import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { newIdempotencyKey, sendWithOneRetry } from './idempotency.ts';

describe('one Idempotency-Key per click', () => {
  it('is a fresh UUID for every click', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('retries a dropped connection once, with the same key', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('answer');
    await expect(sendWithOneRetry(send, 'key-1')).resolves.toBe('answer');
    expect(send.mock.calls).toEqual([['key-1'], ['key-1']]);
  });

  it('gives up after the one retry', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendWithOneRetry(send, 'key-2')).rejects.toThrow(TypeError);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never retries an answer the server gave, nor an abort', async () => {
    const refused = vi.fn(() => Promise.reject(new ApiError(402, 'Out of credits.')));
    await expect(sendWithOneRetry(refused)).rejects.toThrow('Out of credits.');
    expect(refused).toHaveBeenCalledTimes(1);
    const aborted = vi.fn(() => Promise.reject(new DOMException('stop', 'AbortError')));
    await expect(sendWithOneRetry(aborted)).rejects.toThrow('stop');
    expect(aborted).toHaveBeenCalledTimes(1);
  });
});
