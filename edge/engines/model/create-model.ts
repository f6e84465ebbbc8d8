import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { ContentModel } from './content-model.ts';
import { OfflineModel } from './offline-model.ts';
import { OpenAIModel, type OpenAIModelOptions } from './openai-model.ts';

export interface ContentModelDeps {
  logger?: Logger;
  /** Outgoing HTTP to the model server; tests point it at the loopback stand-in. */
  fetch?: typeof fetch;
  sleep?: OpenAIModelOptions['sleep'];
  now?: () => number;
}

/**
 * OPENAI_API_KEY or OPENAI_BASE_URL → the OpenAI-compatible model; otherwise the offline demo model,
 * which config.ts allows in production only when AI_MODEL=offline says so.
 */
export function createContentModel(
  config: Pick<Config, 'model' | 'appEnv'>,
  deps: ContentModelDeps = {},
): ContentModel {
  const settings = config.model;
  if (settings.kind === 'openai') {
    const { kind: _kind, ...options } = settings;
    return new OpenAIModel({
      ...options,
      ...(deps.logger ? { logger: deps.logger } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.now ? { now: deps.now } : {}),
    });
  }
  if (config.appEnv !== 'development' && !settings.explicit) {
    // loadConfig already refuses this; a hand-built Config must not serve demo text unannounced either.
    throw new Error(
      'No content model configured: set OPENAI_API_KEY, or AI_MODEL=offline for the offline demo model.',
    );
  }
  return new OfflineModel();
}
