import { z } from 'zod';

/** GET /api/health → 200 when the database answers, 503 otherwise. */
export const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ ok: z.boolean(), driver: z.string() }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
