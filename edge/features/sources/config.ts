import type { z } from 'zod';
import { positiveInt } from '../../env-rules.ts';

/**
 * How long read posts stay fresh in the shared cache (ARCHITECTURE §7b). edge/config.ts spreads
 * `sourceCacheEnvShape` into its schema and calls `parseSourceCacheConfig`.
 */

export const sourceCacheEnvShape = {
  SOURCE_CACHE_HOURS: positiveInt(
    6,
    "hours a handle's read posts stay fresh in the shared cache; a concept run reads a handle again only after this (a failed read is retried after 15 minutes at most, keeping the last good posts)",
  ),
};

type SourceCacheEnv = z.output<z.ZodObject<typeof sourceCacheEnvShape>>;

export interface SourceCacheConfig {
  /** How long a read handle's posts count as fresh. */
  freshMs: number;
}

export const parseSourceCacheConfig = (v: SourceCacheEnv): SourceCacheConfig => ({
  freshMs: v.SOURCE_CACHE_HOURS * 60 * 60 * 1000,
});
