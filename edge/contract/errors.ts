import { z } from 'zod';

/** Every error leaves the API in this shape (ARCHITECTURE §3), with the status that fits it. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
