import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { generationProblem, OUT_OF_CREDITS, UNEXPECTED_GENERATION_ERROR } from './generationError.ts';

describe('what a failed generation says (SPEC §8)', () => {
  it("says 'Out of credits.' for a 402, whatever the server wrote", () => {
    const problem = generationProblem(new ApiError(402, 'Balance too low', 'out_of_credits', undefined, {}));
    expect(problem).toEqual({ message: OUT_OF_CREDITS, outOfCredits: true });
    expect(OUT_OF_CREDITS).toBe('Out of credits.');
  });

  it("shows the server's message when it sent one", () => {
    const error = new ApiError(429, 'You already have 2 generations running.', 'too_many_runs', undefined, {
      serverMessage: true,
    });
    expect(generationProblem(error, 'Error generating concepts')).toEqual({
      message: 'You already have 2 generations running.',
      outOfCredits: false,
    });
  });

  it('falls back to the screen’s own words without a server message', () => {
    expect(generationProblem(new ApiError(500, '500 Internal Server Error')).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(generationProblem(new TypeError('Failed to fetch'), 'Error generating concepts').message).toBe(
      'Error generating concepts',
    );
    expect(generationProblem(new SyntaxError('not JSON'), 'Error saving post').message).toBe(
      'Error saving post',
    );
    expect(
      generationProblem(new ApiError(502, ' ', undefined, undefined, { serverMessage: true })).message,
    ).toBe(UNEXPECTED_GENERATION_ERROR);
  });
});
