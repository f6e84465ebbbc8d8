import { GENERATION_NOT_FOUND } from '../contract/generation.ts';
import { AppError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An item id from the path: anything but a UUID names nothing (404, and no query is made). */
export function itemId(raw: string): string {
  if (!UUID.test(raw)) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
  return raw.toLowerCase();
}
