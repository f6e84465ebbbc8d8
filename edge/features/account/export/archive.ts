import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobs } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { csvRow } from './csv.ts';
import { PAGE_ROWS, pages } from './paging.ts';
import { readmeText } from './readme.ts';
import { EXPORT_TABLES, type ExportTable, imageFile } from './tables.ts';
import { zipWriter } from './zip-stream.ts';

export type ExportDeps = Pick<Deps, 'db' | 'blobs' | 'logger'>;

/**
 * The person's data as a ZIP stream: README.txt, then each table as JSON and CSV, then the images.
 * Rows are read a page at a time and images one at a time while the archive is sent, so memory holds
 * a page and an image, never the archive. A failure mid-way errors the stream (the download fails
 * rather than ending as a silently short archive).
 */
export function exportArchive(deps: ExportDeps, userId: string, at: Date): ReadableStream<Uint8Array> {
  const zip = zipWriter(at);
  const write = async () => {
    await zip.text('README.txt', [readmeText(EXPORT_TABLES, at)]);
    for (const table of EXPORT_TABLES) {
      if (zip.cancelled) return;
      await zip.text(`${table.name}.json`, jsonParts(table, deps.db, userId));
      await zip.text(`${table.name}.csv`, csvParts(table, deps.db, userId));
    }
    for await (const page of imagePages(deps.db, userId)) {
      for (const { id } of page) {
        if (zip.cancelled) return;
        const image = await deps.blobs.get(userId, id);
        if (image) await zip.bytes(imageFile(image.id, image.mime), image.bytes);
      }
    }
    zip.end();
  };
  write().catch((error) => {
    deps.logger.error('data export failed', { userId, error: String(error) });
    zip.fail(error);
  });
  return zip.readable;
}

/** A JSON array, one row a part: `[` … `]`. */
async function* jsonParts(table: ExportTable, db: Db, userId: string): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of table.rows(db, userId)) {
    for (const row of page) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row, null, 2)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

async function* csvParts(table: ExportTable, db: Db, userId: string): AsyncGenerator<string> {
  // A byte-order mark, so spreadsheets open the UTF-8 (accents, emoji) as UTF-8.
  yield `\uFEFF${csvRow(table.csvColumns)}`;
  for await (const page of table.rows(db, userId)) {
    yield page
      .flatMap((row) => table.csv?.(row) ?? [table.csvColumns.map((column) => row[column])])
      .map(csvRow)
      .join('');
  }
}

/** The ids of the person's images, a page at a time (their bytes are read one by one). */
const imagePages = (db: Db, userId: string) =>
  pages<{ id: string }>((after) =>
    db
      .select({ id: blobs.id })
      .from(blobs)
      .where(and(eq(blobs.userId, userId), after ? gt(blobs.id, after.id) : undefined))
      .orderBy(asc(blobs.id))
      .limit(PAGE_ROWS),
  );
