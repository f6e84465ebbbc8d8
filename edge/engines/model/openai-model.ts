import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import type { OpenAIModelSettings } from './config.ts';
import {
  type ConceptRequest,
  type ContentModel,
  type DraftedPost,
  type DraftedVariant,
  draftedPost,
  type FitRequest,
  fittedVariants,
  type GeneratedConcepts,
  generatedConcepts,
  ModelError,
  type PostRequest,
  type RefineRequest,
  refinedVariant,
} from './content-model.ts';
import { cleanOutput, parseJsonAnswer } from './openai/answer.ts';
import {
  headersOf,
  isRetryable,
  rejectsResponseFormat,
  toModelError,
  wantsMaxCompletionTokens,
} from './openai/failures.ts';
import { conceptPrompt, fitPrompt, type Prompt, postPrompt, refinePrompt } from './openai/prompts.ts';
import { retryDelayMs } from './openai/retry-after.ts';

/**
 * The OpenAI-compatible content model (ARCHITECTURE §7): OpenAI itself or any server speaking the
 * Chat Completions wire format (Ollama, vLLM, LM Studio, gateways) through OPENAI_BASE_URL.
 *
 * - Structured outputs from the zod schemas; a server that refuses them (400 naming response_format)
 *   gets JSON mode, then a plain JSON prompt, with the same zod validation — remembered per model.
 * - One budget per run (timeoutMs) covers every try and wait; the caller's signal cancels too.
 * - 429 and 5xx are retried up to maxRetries times, after the server's Retry-After when it gives one
 *   (capped: a server asking for minutes gets "rate-limited" at once rather than a hung screen).
 * - Output tokens are capped; answers are stripped of NUL and lone surrogates, then validated.
 */
export interface OpenAIModelOptions extends OpenAIModelSettings {
  fetch?: typeof fetch;
  /** Waits between tries; tests pass one that records and returns at once. Rejects on abort. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Epoch milliseconds, for Retry-After given as a date. */
  now?: () => number;
  /** The longest server-requested wait we honour (default 20 s). */
  maxRetryWaitMs?: number;
  logger?: Logger;
}

/** Post drafting writes one post (or fits it): a quarter of the concept budget is plenty and bounds the cost. */
const POST_TOKEN_SHARE = 4;
const DEFAULT_MAX_RETRY_WAIT_MS = 20_000;

type FormatMode = 'json_schema' | 'json_object' | 'prompt';
interface Compat {
  format: FormatMode;
  tokens: 'max_tokens' | 'max_completion_tokens';
}

/** The label is printed at start-up: a gateway URL with user:password@ must not reach the logs. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/+$/, '');
}

export const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

export class OpenAIModel implements ContentModel {
  readonly offline = false;
  readonly label: string;
  readonly #client: OpenAI;
  readonly #options: OpenAIModelOptions;
  /** What each model name turned out to accept (servers differ; learnt once, from their 400s). */
  readonly #compat = new Map<string, Compat>();

  constructor(options: OpenAIModelOptions) {
    this.#options = options;
    const where = options.baseUrl ? withoutCredentials(options.baseUrl) : 'the OpenAI API';
    const vision = options.visionModel !== options.model ? `, images: ${options.visionModel}` : '';
    this.label = `OpenAI-compatible model ${options.model}${vision} at ${where}`;
    this.#client = new OpenAI({
      // A keyless local server still needs a non-empty key for the SDK; it is never checked there.
      apiKey: options.apiKey ?? 'no-key',
      // null, not undefined: the SDK would otherwise read OPENAI_* variables itself, and nothing
      // below main.ts reads the environment.
      baseURL: options.baseUrl ?? null,
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: 0, // ours, below: bounded by the run's budget and honouring Retry-After
      timeout: options.timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  generateConcepts(request: ConceptRequest): Promise<GeneratedConcepts> {
    return this.#run(generatedConcepts, 'concepts', conceptPrompt(request), {
      model: this.#options.model,
      maxTokens: this.#options.maxOutputTokens,
      ...(request.signal ? { signal: request.signal } : {}),
    });
  }

  draftPost(request: PostRequest): Promise<DraftedPost> {
    return this.#run(draftedPost, 'post', postPrompt(request), {
      model: request.images.length > 0 ? this.#options.visionModel : this.#options.model,
      maxTokens: Math.max(256, Math.floor(this.#options.maxOutputTokens / POST_TOKEN_SHARE)),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  }

  async fitVariants(request: FitRequest): Promise<DraftedVariant[]> {
    const answer = await this.#run(fittedVariants, 'fit', fitPrompt(request), {
      model: this.#options.model,
      maxTokens: Math.max(256, Math.floor(this.#options.maxOutputTokens / POST_TOKEN_SHARE)),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    return answer.variants;
  }

  async refineVariant(request: RefineRequest): Promise<DraftedVariant> {
    const answer = await this.#run(refinedVariant, 'refine', refinePrompt(request), {
      model: this.#options.model,
      maxTokens: Math.max(256, Math.floor(this.#options.maxOutputTokens / POST_TOKEN_SHARE)),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    return answer.variant;
  }

  async #run<T>(
    schema: z.ZodType<T>,
    name: string,
    prompt: Prompt,
    call: { model: string; maxTokens: number; signal?: AbortSignal },
  ): Promise<T> {
    const budget = AbortSignal.timeout(this.#options.timeoutMs);
    const signal = call.signal ? AbortSignal.any([budget, call.signal]) : budget;
    const sleep = this.#options.sleep ?? abortableSleep;
    const now = this.#options.now ?? Date.now;
    const maxWait = this.#options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
    let retries = 0;
    for (;;) {
      try {
        return await this.#attempt(schema, name, prompt, call, signal);
      } catch (error) {
        if (budget.aborted)
          throw new ModelError('timeout', 'The model did not answer in time.', { cause: error });
        if (signal.aborted) throw new ModelError('timeout', 'The run was cancelled.', { cause: error });
        const compat = this.#compatOf(call.model);
        if (compat.format !== 'prompt' && rejectsResponseFormat(error)) {
          compat.format = compat.format === 'json_schema' ? 'json_object' : 'prompt';
          this.#options.logger?.warn('model: response format refused, falling back', {
            model: call.model,
            format: compat.format,
          });
          continue; // not a retry: a different request, learnt once
        }
        if (compat.tokens === 'max_tokens' && wantsMaxCompletionTokens(error)) {
          compat.tokens = 'max_completion_tokens';
          continue;
        }
        if (!isRetryable(error) || retries >= this.#options.maxRetries) throw toModelError(error);
        const wait = retryDelayMs(headersOf(error), retries, now());
        if (wait > maxWait) throw toModelError(error);
        retries += 1;
        this.#options.logger?.warn('model: retrying', { model: call.model, attempt: retries, waitMs: wait });
        try {
          await sleep(wait, signal);
        } catch (cause) {
          throw new ModelError(
            'timeout',
            budget.aborted ? 'The model did not answer in time.' : 'The run was cancelled.',
            { cause },
          );
        }
      }
    }
  }

  #compatOf(model: string): Compat {
    let compat = this.#compat.get(model);
    if (!compat) {
      compat = { format: 'json_schema', tokens: 'max_tokens' };
      this.#compat.set(model, compat);
    }
    return compat;
  }

  async #attempt<T>(
    schema: z.ZodType<T>,
    name: string,
    prompt: Prompt,
    call: { model: string; maxTokens: number },
    signal: AbortSignal,
  ): Promise<T> {
    const { format, tokens } = this.#compatOf(call.model);
    const responseFormat = zodResponseFormat(schema, name);
    // Without structured outputs the schema goes into the prompt, and JSON mode (if any) keeps it JSON.
    const system =
      format === 'json_schema'
        ? prompt.system
        : `${prompt.system}\n\nAnswer with one JSON object and nothing else, matching this JSON Schema:\n${JSON.stringify(responseFormat.json_schema.schema)}`;
    const body = {
      model: call.model,
      messages: [
        { role: 'system' as const, content: system },
        { role: 'user' as const, content: prompt.user },
      ],
      [tokens]: call.maxTokens,
    };
    if (format === 'json_schema') {
      const completion = await this.#client.chat.completions.parse(
        { ...body, response_format: responseFormat },
        { signal },
      );
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new ModelError('refused', 'The model refused to answer.');
      if (!message?.parsed) throw new ModelError('invalid-output', 'The model sent no answer.');
      return cleanOutput(schema, message.parsed);
    }
    const completion = await this.#client.chat.completions.create(
      { ...body, ...(format === 'json_object' ? { response_format: { type: 'json_object' as const } } : {}) },
      { signal },
    );
    const choice = completion.choices[0];
    if (choice?.message.refusal) throw new ModelError('refused', 'The model refused to answer.');
    if (choice?.finish_reason === 'content_filter')
      throw new ModelError('refused', 'The model’s content filter stopped the answer.');
    if (choice?.finish_reason === 'length')
      throw new ModelError('invalid-output', 'The answer was cut off at the output token limit.');
    return cleanOutput(schema, parseJsonAnswer(choice?.message.content ?? ''));
  }
}
