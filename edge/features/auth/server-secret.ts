import type { Config } from '../../config.ts';
import type { Random } from '../../deps.ts';
import { base64url } from './crypto.ts';

/** The file operations serverSecret needs (main.ts binds Deno's; tests bind node:fs). */
export interface SecretFiles {
  readText(path: string): Promise<string | null>;
  /** Creates the folder if needed and writes the file readable by its owner only. */
  writeNewText(path: string, text: string): Promise<void>;
}

/**
 * The secret keying codes, links and tokens: SESSION_SECRET when set (production requires it, see
 * config.ts), else an embedded development default, generated once and kept in
 * `${DATA_DIR}/dev-secret` so sessions and pending codes survive a restart.
 */
export async function serverSecret(
  config: Pick<Config, 'sessionSecret' | 'dataDir' | 'appEnv'>,
  files: SecretFiles,
  random: Random,
): Promise<{ secret: string; source: 'SESSION_SECRET' | 'dev-secret file' }> {
  if (config.sessionSecret) return { secret: config.sessionSecret, source: 'SESSION_SECRET' };
  if (config.appEnv === 'production') throw new Error('SESSION_SECRET is required in production');
  const path = devSecretPath(config);
  const existing = (await files.readText(path))?.trim();
  if (existing && existing.length >= 32) return { secret: existing, source: 'dev-secret file' };
  const secret = base64url(random.bytes(48));
  await files.writeNewText(path, `${secret}\n`);
  return { secret, source: 'dev-secret file' };
}

export const devSecretPath = (config: Pick<Config, 'dataDir'>) =>
  `${config.dataDir.replace(/\/+$/, '')}/dev-secret`;
