import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configErrorOf, productionWithout } from '../../config-testing.ts';

/** Everything else production needs, so each case below shows only the model's problems. */
const PRODUCTION = productionWithout('AI_MODEL');

const problemsOf = (env: Record<string, string | undefined>) => configErrorOf(env).problems;

describe('content model configuration', () => {
  it('runs on the offline demo model in development with nothing set', () => {
    expect(loadConfig({}).model).toEqual({ kind: 'offline', explicit: false });
  });

  it('refuses to start production on the offline model unless AI_MODEL=offline says so, naming the variable', () => {
    const problems = problemsOf(PRODUCTION);
    expect(problems.map((p) => p.variable)).toEqual(['AI_MODEL']);
    expect(problems[0]?.message).toMatch(
      /set OPENAI_API_KEY .* or AI_MODEL=offline to serve the offline demo model on purpose/,
    );
    expect(problemsOf({ ...PRODUCTION, APP_ENV: undefined, DENO_DEPLOYMENT_ID: 'abc' })[0]?.variable).toBe(
      'AI_MODEL',
    );
    expect(loadConfig({ ...PRODUCTION, AI_MODEL: 'offline' }).model).toEqual({
      kind: 'offline',
      explicit: true,
    });
    expect(loadConfig({ ...PRODUCTION, OPENAI_API_KEY: 'sk-live' }).model.kind).toBe('openai');
  });

  it('uses the OpenAI-compatible model with a key, with documented defaults', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).model).toEqual({
      kind: 'openai',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
      timeoutMs: 120_000,
      maxRetries: 2,
      maxOutputTokens: 8000,
    });
  });

  it('takes a keyless local server by OPENAI_BASE_URL, a model name and a separate vision model', () => {
    expect(
      loadConfig({
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'llama3.2',
        AI_VISION_MODEL: 'llava',
        AI_TIMEOUT_SECONDS: '300',
        RESERVATION_TTL_SECONDS: '2500',
        AI_MAX_RETRIES: '0',
        AI_MAX_OUTPUT_TOKENS: '2048',
      }).model,
    ).toEqual({
      kind: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      visionModel: 'llava',
      timeoutMs: 300_000,
      maxRetries: 0,
      maxOutputTokens: 2048,
    });
  });

  it('names each contradiction or bad value', () => {
    expect(problemsOf({ AI_MODEL: 'gpt-4o' })).toEqual([
      {
        variable: 'OPENAI_API_KEY',
        message:
          'is required for AI_MODEL=gpt-4o (or set OPENAI_BASE_URL to a server that needs no key; AI_MODEL=offline runs the offline demo model)',
      },
    ]);
    expect(problemsOf({ AI_MODEL: 'offline', OPENAI_API_KEY: 'sk-x' })[0]).toEqual({
      variable: 'AI_MODEL',
      message: 'is offline, but OPENAI_API_KEY is set; unset one of them',
    });
    expect(problemsOf({ AI_VISION_MODEL: 'llava' })[0]?.variable).toBe('AI_VISION_MODEL');
    expect(problemsOf({ OPENAI_BASE_URL: 'localhost:11434' })[0]?.variable).toBe('OPENAI_BASE_URL');
    expect(problemsOf({ OPENAI_API_KEY: 'k', AI_MAX_RETRIES: '9' })[0]?.variable).toBe('AI_MAX_RETRIES');
    expect(problemsOf({ OPENAI_API_KEY: 'k', AI_MAX_OUTPUT_TOKENS: 'lots' })[0]?.variable).toBe(
      'AI_MAX_OUTPUT_TOKENS',
    );
  });

  it('keeps the longest run (10 images in 4 rounds of 3, each a draft and a fit call) shorter than the charge it holds', () => {
    expect(problemsOf({ OPENAI_API_KEY: 'k', AI_TIMEOUT_SECONDS: '150' })).toEqual([
      {
        variable: 'AI_TIMEOUT_SECONDS',
        message:
          '× 8 (1200) must be shorter than RESERVATION_TTL_SECONDS (1200): a post drafted from 10 images waits for the model in up to 4 rounds of 3, each a draft and a fit call, all under holds with one deadline, and a run still waiting would find its charge released. Raise RESERVATION_TTL_SECONDS above 1200 or lower AI_TIMEOUT_SECONDS to at most 149',
      },
    ]);
    expect(loadConfig({ OPENAI_API_KEY: 'k', AI_TIMEOUT_SECONDS: '149' }).model).toMatchObject({
      timeoutMs: 149_000,
    });
    // A TTL no timeout fits under only asks for a longer TTL.
    expect(
      problemsOf({ OPENAI_API_KEY: 'k', AI_TIMEOUT_SECONDS: '1', RESERVATION_TTL_SECONDS: '4' })[0]?.message,
    ).toMatch(/ Raise RESERVATION_TTL_SECONDS above 8$/);
    expect(
      loadConfig({ OPENAI_API_KEY: 'k', AI_TIMEOUT_SECONDS: '600', RESERVATION_TTL_SECONDS: '4801' }).model,
    ).toMatchObject({ timeoutMs: 600_000 });
    // The offline model answers at once: no timeout to fit.
    expect(loadConfig({ AI_TIMEOUT_SECONDS: '600' }).model.kind).toBe('offline');
  });
});
