import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { supportMessageError, supportMessageErrors } from './api.ts';

describe('supportMessageError', () => {
  it("passes on the server's advice for a refused message or too many messages", () => {
    const tooMany = new ApiError(
      429,
      'You have sent several messages in the last hour.',
      'too_many_messages',
      'r1',
      {
        serverMessage: true,
        retryAfterSeconds: 600,
      },
    );
    expect(supportMessageError(tooMany)).toBe(
      'You have sent several messages in the last hour. Try again in 10 minutes.',
    );
    const tooLong = new ApiError(
      400,
      'Please keep your message to 2000 characters or fewer.',
      'invalid_message',
      'r2',
      {
        serverMessage: true,
      },
    );
    expect(supportMessageError(tooLong)).toBe('Please keep your message to 2000 characters or fewer.');
  });

  it('says "Failed to send message" for any other answer, and the generic line when nothing answered', () => {
    expect(
      supportMessageError(
        new ApiError(500, 'Internal server error', 'internal', 'r3', { serverMessage: true }),
      ),
    ).toBe(supportMessageErrors.failed);
    expect(supportMessageError(new ApiError(429, '429 Too Many Requests'))).toBe(supportMessageErrors.failed);
    expect(supportMessageError(new TypeError('Failed to fetch'))).toBe(supportMessageErrors.other);
    expect(supportMessageErrors).toEqual({
      failed: 'Failed to send message. Please try again.',
      other: 'An error occurred. Please try again later.',
    });
  });
});
