import { z } from 'zod';
import { envSchema } from './config.ts';
import { databaseEnvShape } from './db/config.ts';
import { blobsEnvShape } from './engines/media/blobs/config.ts';
import { modelEnvShape } from './engines/model/config.ts';
import { sourcesEnvShape } from './engines/sources/config.ts';
import { authEnvShape } from './features/auth/config.ts';
import { savedPostsEnvShape } from './features/concepts/config.ts';
import { mailEnvShape } from './features/mail/config.ts';
import { oidcEnvShape } from './features/oidc/config.ts';
import { paymentsEnvShape } from './features/payments/config.ts';
import { receiptsEnvShape } from './features/receipts/config.ts';
import { sourceCacheEnvShape } from './features/sources/config.ts';
import { supportEnvShape } from './features/support/config.ts';
import { walletEnvShape } from './features/wallet/config.ts';
import { serverEnvShape } from './server-config.ts';

/**
 * docs/configuration.md, written from the variables' own schemas (`npm run docs:config`), so the page
 * cannot drift from what the edge accepts: a variable without a description fails here, and
 * edge/config-doc.test.ts fails while the committed page differs from what this renders.
 */

export const CONFIGURATION_DOC_PATH = 'docs/configuration.md';

/** The page's sections, in reading order: each feature's variables, from the file that owns them. */
export const configSections: readonly { title: string; source: string; shape: z.ZodRawShape }[] = [
  { title: 'Server', source: 'edge/server-config.ts', shape: serverEnvShape },
  { title: 'Database', source: 'edge/db/config.ts', shape: databaseEnvShape },
  { title: 'Images', source: 'edge/engines/media/blobs/config.ts', shape: blobsEnvShape },
  { title: 'Code sign-in', source: 'edge/features/auth/config.ts', shape: authEnvShape },
  { title: 'Mail', source: 'edge/features/mail/config.ts', shape: mailEnvShape },
  { title: 'Help Centre', source: 'edge/features/support/config.ts', shape: supportEnvShape },
  { title: 'Saved posts', source: 'edge/features/concepts/config.ts', shape: savedPostsEnvShape },
  { title: 'Charges', source: 'edge/features/wallet/config.ts', shape: walletEnvShape },
  { title: 'Payments', source: 'edge/features/payments/config.ts', shape: paymentsEnvShape },
  { title: 'Receipts', source: 'edge/features/receipts/config.ts', shape: receiptsEnvShape },
  { title: 'Content model', source: 'edge/engines/model/config.ts', shape: modelEnvShape },
  {
    title: 'Public posts (outbound fetching)',
    source: 'edge/engines/sources/config.ts',
    shape: sourcesEnvShape,
  },
  {
    title: 'Public posts cache',
    source: 'edge/features/sources/config.ts',
    shape: sourceCacheEnvShape,
  },
  { title: 'Google and Apple sign-in', source: 'edge/features/oidc/config.ts', shape: oidcEnvShape },
];

/** What `.meta()` gives each variable (see edge/env-rules.ts). */
type VariableMeta = { description?: string; default?: string; unset?: string; example?: string };

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A Markdown table padded to its widest cells, so the file reads as well as it renders. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function rowsOf(shape: z.ZodRawShape): string[][] {
  // Output side: a variable's default and text survive there even when its input is only "a string".
  const json = z.toJSONSchema(z.object(shape), { io: 'output', unrepresentable: 'any' });
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const meta = property as VariableMeta;
    if (!meta.description) throw new Error(`${name} has no description: give it .meta({ description })`);
    const fallback = meta.default !== undefined ? `\`${meta.default}\`` : (meta.unset ?? 'unset');
    const example = meta.example ? `. Example: \`${meta.example}\`` : '';
    return [`\`${name}\``, cell(fallback), cell(meta.description + example)];
  });
}

export function renderConfigurationDoc(): string {
  const documented = configSections.flatMap((s) => Object.keys(s.shape));
  const read = Object.keys(envSchema.shape);
  const missing = read.filter((name) => !documented.includes(name));
  const extra = documented.filter((name) => !read.includes(name));
  if (missing.length > 0 || extra.length > 0 || new Set(documented).size !== documented.length) {
    throw new Error(
      `configSections must list each variable of envSchema once (missing: ${missing.join(', ') || 'none'}; not read: ${extra.join(', ') || 'none'})`,
    );
  }
  const sections = configSections.map(
    (s) =>
      `## ${s.title}\n\nDefined in \`${s.source}\`.\n\n${table(['variable', 'default', 'what it does / which embedded default it replaces'], rowsOf(s.shape))}\n`,
  );
  return [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from the zod schemas beside each feature; edit those, not this file. -->',
    '',
    'Every variable is optional in development; each unset one falls back to an embedded default, clearly',
    'labelled in the start-up line. `APP_ENV=production` (always on Deno Deploy) refuses to start while a',
    'real part is missing: `DATABASE_URL`, `SMTP_URL` or `RESEND_API_KEY`, `SESSION_SECRET`, `APP_URL`, both',
    'Stripe keys, and a content model (`OPENAI_API_KEY` or `OPENAI_BASE_URL`, or `AI_MODEL=offline` on',
    'purpose). An empty variable counts as unset. A bad value stops start-up with a message naming every',
    'bad variable, never its value.',
    '',
    ...sections,
  ].join('\n');
}
