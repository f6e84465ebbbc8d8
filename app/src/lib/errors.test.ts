import { describe, expect, it, vi } from 'vitest';
import { ApiError, call, createApiClient } from '../api/client.ts';
import { describeRouteError, fetchErrorMessage } from './errors.ts';

const faqMessages = {
  failed: 'Failed to fetch FAQs. Please try again.',
  other: 'An error occurred while fetching FAQs. Please try again.',
};

describe('fetchErrorMessage', () => {
  it('uses the "failed" message for a non-OK answer and the other one for anything else', () => {
    expect(fetchErrorMessage(new ApiError(500, 'boom'), faqMessages)).toBe(faqMessages.failed);
    expect(fetchErrorMessage(new TypeError('Failed to fetch'), faqMessages)).toBe(faqMessages.other);
    expect(fetchErrorMessage(new SyntaxError('not JSON'), faqMessages)).toBe(faqMessages.other);
  });
});

describe('describeRouteError', () => {
  it('shows the status of a thrown response', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found', data: null, internal: true })).toBe(
      '404 Not Found',
    );
  });

  it('shows the status once for an answer without the server message (a proxy page)', async () => {
    const page = new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' });
    const { api } = createApiClient({ fetch: async () => page, onUnauthorized: vi.fn() });
    const error = await call(api.faqs.$get()).catch((e: unknown) => e);
    expect(describeRouteError(error)).toBe('500 Internal Server Error');
  });

  it('shows the status and message of an API error, or the message of any other error', () => {
    expect(
      describeRouteError(
        new ApiError(503, 'Database unavailable', 'internal', undefined, { serverMessage: true }),
      ),
    ).toBe('503 Database unavailable');
    expect(describeRouteError(new Error('Chunk failed to load'))).toBe('Chunk failed to load');
    expect(describeRouteError('plain')).toBe('plain');
    expect(describeRouteError(undefined)).toBe('Something went wrong.');
  });
});
