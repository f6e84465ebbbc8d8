import { z } from 'zod';
import { optionalHttpUrl, optionalText, withDefault } from '../../env-rules.ts';
import { DRAFTING_ROUNDS, LONGEST_RUN_CALLS, POST_IMAGE_LIMITS } from '../../features/posts/contract.ts';

/**
 * The content-model variables, kept beside the feature like the payment ones: edge/config.ts
 * spreads `modelEnvShape` into its schema and calls `parseModelConfig`.
 *
 * OPENAI_API_KEY or OPENAI_BASE_URL selects the OpenAI-compatible model (OpenAI itself, or Ollama,
 * vLLM, LM Studio, a gateway); neither selects the embedded offline demo model, which production
 * accepts only when AI_MODEL=offline says so.
 */
const wholeNumber = (fallback: number, min: number, max: number) =>
  withDefault(
    String(fallback),
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
  );

/** The value of AI_MODEL that asks for the offline demo model by name. */
export const OFFLINE_MODEL_NAME = 'offline';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export const modelEnvShape = {
  OPENAI_API_KEY: optionalText.meta({
    unset: 'unset → **offline demo model**',
    description:
      'key for the OpenAI API or any OpenAI-compatible server; with it (or `OPENAI_BASE_URL`) concepts and posts come from a real model. Production needs it, or `AI_MODEL=offline`',
  }),
  OPENAI_BASE_URL: optionalHttpUrl(
    'must be an http(s) URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1',
    (v) => v.replace(/\/+$/, ''),
  ).meta({
    unset: 'the OpenAI API',
    description:
      'an OpenAI-compatible API (Ollama `http://127.0.0.1:11434/v1`, vLLM, LM Studio, a gateway); a local server may need no key',
  }),
  AI_MODEL: optionalText.meta({
    default: DEFAULT_AI_MODEL,
    description: `the model name; \`${OFFLINE_MODEL_NAME}\` selects the offline demo model on purpose (the only way production accepts it; then set no \`OPENAI_*\`)`,
  }),
  AI_VISION_MODEL: optionalText.meta({
    unset: '`AI_MODEL`',
    description: 'the model that drafts posts from images, when the text model cannot see',
  }),
  // One model call's whole budget, retries and waits included (a generation holds money meanwhile).
  AI_TIMEOUT_SECONDS: wholeNumber(120, 1, 3600).meta({
    description: `one model call's whole budget, retries and waits included. ${LONGEST_RUN_CALLS} × it must stay below \`RESERVATION_TTL_SECONDS\`: ${POST_IMAGE_LIMITS.maxFiles} images are drafted ${POST_IMAGE_LIMITS.concurrency} at a time, in up to ${DRAFTING_ROUNDS} rounds under one deadline, each a draft and a fit call`,
  }),
  AI_MAX_RETRIES: wholeNumber(2, 0, 5).meta({
    description:
      'extra tries after a 429 or 5xx (0–5), after the server\'s `Retry-After` (at most 20 s; longer → "rate-limited" at once)',
  }),
  AI_MAX_OUTPUT_TOKENS: wholeNumber(8000, 256, 200_000).meta({
    description:
      'output token cap of a concept run (5 concepts and their posts); a post draft gets a quarter',
  }),
};

type ModelEnv = { [K in keyof typeof modelEnvShape]?: string | number | undefined };

/** What the OpenAI-compatible model runs with, read from the environment (openai-model.ts takes it). */
export interface OpenAIModelSettings {
  /** Absent for servers that need none (a local Ollama); the SDK then sends a placeholder. */
  apiKey?: string;
  /** Absent → the SDK's own default, the OpenAI API. */
  baseUrl?: string;
  model: string;
  /** The model used when a run sends an image; AI_MODEL unless AI_VISION_MODEL names another. */
  visionModel: string;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

export type ModelConfig =
  | {
      kind: 'offline';
      /** True when AI_MODEL=offline chose it (the only way production accepts it). */
      explicit: boolean;
    }
  | ({ kind: 'openai' } & OpenAIModelSettings);

export function parseModelConfig(
  v: ModelEnv,
  appEnv: 'development' | 'production',
  reservationTtlSeconds: number,
  problems: { variable: string; message: string }[],
): ModelConfig {
  const apiKey = v.OPENAI_API_KEY as string | undefined;
  const baseUrl = v.OPENAI_BASE_URL as string | undefined;
  const model = v.AI_MODEL as string | undefined;
  const vision = v.AI_VISION_MODEL as string | undefined;
  const server = apiKey !== undefined || baseUrl !== undefined;

  if (model === OFFLINE_MODEL_NAME) {
    // Say which one wins rather than silently ignoring a paid key someone meant to use.
    if (apiKey)
      problems.push({
        variable: 'AI_MODEL',
        message: 'is offline, but OPENAI_API_KEY is set; unset one of them',
      });
    if (baseUrl)
      problems.push({
        variable: 'AI_MODEL',
        message: 'is offline, but OPENAI_BASE_URL is set; unset one of them',
      });
    if (vision)
      problems.push({ variable: 'AI_VISION_MODEL', message: 'only applies to an OpenAI-compatible model' });
    return { kind: 'offline', explicit: true };
  }
  if (!server) {
    if (model) {
      problems.push({
        variable: 'OPENAI_API_KEY',
        message: `is required for AI_MODEL=${model} (or set OPENAI_BASE_URL to a server that needs no key; AI_MODEL=offline runs the offline demo model)`,
      });
    } else if (appEnv === 'production') {
      problems.push({
        variable: 'AI_MODEL',
        message:
          'must be set in production (APP_ENV=production or on Deno Deploy): set OPENAI_API_KEY (and optionally AI_MODEL, default gpt-4o-mini) for a real model, or AI_MODEL=offline to serve the offline demo model on purpose',
      });
    }
    if (vision)
      problems.push({
        variable: 'AI_VISION_MODEL',
        message: 'only applies with OPENAI_API_KEY or OPENAI_BASE_URL',
      });
    return { kind: 'offline', explicit: false };
  }
  const timeoutSeconds = v.AI_TIMEOUT_SECONDS as number;
  // The charge's holds must outlive the run, or the sweep would release money for a run still going.
  // The longest run is a post drafted from the most images: DRAFTING_ROUNDS rounds, each a draft call
  // and a fit call (LONGEST_RUN_CALLS in a row), every hold reserved at its start with one deadline.
  const longestRun = LONGEST_RUN_CALLS * timeoutSeconds;
  if (longestRun >= reservationTtlSeconds) {
    const { maxFiles, concurrency } = POST_IMAGE_LIMITS;
    const fits = Math.ceil(reservationTtlSeconds / LONGEST_RUN_CALLS) - 1;
    problems.push({
      variable: 'AI_TIMEOUT_SECONDS',
      message:
        `× ${LONGEST_RUN_CALLS} (${longestRun}) must be shorter than RESERVATION_TTL_SECONDS (${reservationTtlSeconds}): ` +
        `a post drafted from ${maxFiles} images waits for the model in up to ${DRAFTING_ROUNDS} rounds of ${concurrency}, each a draft and a fit call, ` +
        'all under holds with one deadline, and a run still waiting would find its charge released. ' +
        `Raise RESERVATION_TTL_SECONDS above ${longestRun}${fits >= 1 ? ` or lower AI_TIMEOUT_SECONDS to at most ${fits}` : ''}`,
    });
  }
  return {
    kind: 'openai',
    ...(apiKey ? { apiKey } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    model: model ?? DEFAULT_AI_MODEL,
    visionModel: vision ?? model ?? DEFAULT_AI_MODEL,
    timeoutMs: timeoutSeconds * 1000,
    maxRetries: v.AI_MAX_RETRIES as number,
    maxOutputTokens: v.AI_MAX_OUTPUT_TOKENS as number,
  };
}
