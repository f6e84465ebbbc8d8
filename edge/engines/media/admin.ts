import type { AdminResult } from '../../admin.ts';
import { BLOB_ID_PATTERN, type BlobMaintenance } from './blobs/blob-store.ts';
import { equalBytes } from './images/bytes.ts';
import { stripImageMetadata } from './images/inspect.ts';

export const RESTRIP_USAGE =
  'Usage: npm run admin -- images restrip [--after ID]   (ID: the last one a progress line printed, to resume there)';
/** Ids per page; a progress line follows each, so an interrupted run repeats at most this many. */
export const RESTRIP_BATCH = 100;

const count = (n: number) => n.toLocaleString('en-US');

/** The `--after` cursor: '' for the start, an id to resume after, or null when the arguments are wrong. */
function cursorOf(args: string[]): string | null {
  if (args.length === 0) return '';
  const [flag = '', value] = args;
  const id =
    args.length === 2 && flag === '--after'
      ? value
      : args.length === 1 && flag.startsWith('--after=')
        ? flag.slice('--after='.length)
        : undefined;
  return id !== undefined && BLOB_ID_PATTERN.test(id) ? id : null;
}

/**
 * `images restrip [--after ID]`: strips, by the upload's own allow-list, the images stored before it
 * (they may still carry GPS in a C2PA segment, a thumbnail, private chunks). Walks every blob in id
 * order, one at a time (an image may be 8 MB), and writes back only what changes: stripping is
 * idempotent, so a re-run after an interruption skips what is already clean, and `--after` starts past
 * the last id a progress line printed. The picture and its id stay; browsers keep what they cached.
 */
export async function restripCommand(
  store: BlobMaintenance,
  args: string[],
  print: (line: string) => void,
  batch = RESTRIP_BATCH,
): Promise<AdminResult> {
  let cursor = cursorOf(args);
  if (cursor === null) return { exitCode: 2, output: RESTRIP_USAGE };
  let scanned = 0;
  let rewritten = 0;
  let saved = 0;
  const unreadable: string[] = [];
  for (;;) {
    const ids = await store.idsAfter(cursor, batch);
    for (const id of ids) {
      const blob = await store.read(id);
      if (!blob) continue; // deleted meanwhile
      scanned += 1;
      const clean = stripImageMetadata(blob.bytes, blob.mime);
      if (!clean) unreadable.push(id);
      else if (!equalBytes(clean, blob.bytes) && (await store.rewrite(id, clean))) {
        rewritten += 1;
        saved += blob.bytes.length - clean.length;
      }
    }
    cursor = ids.at(-1) ?? cursor;
    if (ids.length > 0) {
      print(`${count(scanned)} scanned, ${count(rewritten)} rewritten so far; resume with --after ${cursor}`);
    }
    if (ids.length < batch) break;
  }
  const summary = `Images: ${count(scanned)} scanned, ${count(rewritten)} rewritten, ${count(saved)} bytes saved.`;
  if (unreadable.length === 0) return { exitCode: 0, output: summary };
  return {
    exitCode: 1,
    output: `${summary}\n${count(unreadable.length)} not a complete image of their type, left as they are:\n${unreadable.map((id) => `  ${id}`).join('\n')}`,
  };
}
