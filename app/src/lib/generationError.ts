import { ApiError } from '../api/client.ts';

/** SPEC §8: a 402 on any generation says this, with a Recharge Now link. */
export const OUT_OF_CREDITS = 'Out of credits.';
/** SPEC §8 "Other generation errors": the server's message, else this. */
export const UNEXPECTED_GENERATION_ERROR = 'An unexpected error occurred. Please try again.';

export type GenerationProblem = { message: string; outOfCredits: boolean };

/**
 * What a screen says when a generation, save or load failed (SPEC §8): 402 → 'Out of credits.' (the
 * screen adds Recharge Now); an answer with the server's own message → that message; anything else
 * (no answer, a proxy's page) → the screen's fallback, e.g. 'Error generating concepts'.
 */
export function generationProblem(error: unknown, fallback = UNEXPECTED_GENERATION_ERROR): GenerationProblem {
  if (error instanceof ApiError && error.status === 402) {
    return { message: OUT_OF_CREDITS, outOfCredits: true };
  }
  if (error instanceof ApiError && error.serverMessage && error.message.trim() !== '') {
    return { message: error.message, outOfCredits: false };
  }
  return { message: fallback, outOfCredits: false };
}
