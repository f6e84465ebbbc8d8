import type { z } from 'zod';
import { cleanStrings } from '../clean-text.ts';
import { ModelError } from '../content-model.ts';

/**
 * A model's answer is untrusted input, like anything from outside: every string loses NUL and lone
 * surrogates, then the whole answer must pass the zod schema again (a field emptied by the cleaning fails
 * `min(1)`).
 */
export function cleanOutput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(cleanStrings(value));
  if (!parsed.success) {
    throw new ModelError('invalid-output', 'The model’s answer does not have the required fields.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * JSON from a server without structured outputs: models often wrap it in a ```json fence or add a
 * sentence around it, so take the outermost {...}.
 */
export function parseJsonAnswer(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end <= start)
    throw new ModelError('invalid-output', 'The model’s answer holds no JSON object.');
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch (cause) {
    throw new ModelError('invalid-output', 'The model’s answer is not valid JSON.', { cause });
  }
}
