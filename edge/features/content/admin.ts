import type { AdminResult } from '../../admin.ts';
import type { Db } from '../../db/client.ts';
import { CONTENT_CHECK_EVERY_MS } from './cache.ts';
import { bumpContentVersion } from './version.ts';

/** `content refresh`: moves the content version, so every instance reloads at its next check. */
export async function contentRefreshCommand(db: Db): Promise<AdminResult> {
  const version = await bumpContentVersion(db);
  return {
    exitCode: 0,
    output: `Content version is now ${version}: every running instance reloads its public reads within ${CONTENT_CHECK_EVERY_MS / 1000} seconds.`,
  };
}
