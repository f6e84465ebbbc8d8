/**
 * The build's last step (`npm run build`, after `vite build`): a Brotli and a gzip copy beside every
 * text file of dist/app (`x.js.br`, `x.js.gz`), which edge/static.ts sends to a client that accepts
 * them. Compressing once here, at the highest levels, costs nothing per request; Deno.serve no longer
 * compresses on its own (docs/delivery.md). A copy that would not be smaller is not written.
 *
 * Run:  node app/compress-assets.ts [folder]   (default dist/app)
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, SUFFIX } from '../edge/contract/compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders = {
  [SUFFIX.br]: (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  [SUFFIX.gzip]: (bytes: Buffer) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Every file under `dir` the edge may serve (dot folders such as .vite/ never are). */
async function* servedFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* servedFiles(path);
    else if (entry.isFile()) yield path;
  }
}

export interface CompressedFile {
  path: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/** Writes the copies for every text file under `dir`; returns what each file became. */
export async function compressFolder(dir: string): Promise<CompressedFile[]> {
  const results: CompressedFile[] = [];
  for await (const path of servedFiles(dir)) {
    const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    if (!COMPRESSIBLE_EXTENSIONS.has(extension)) continue;
    const bytes = await readFile(path);
    const sizes: Record<string, number | null> = {};
    for (const [suffix, encode] of Object.entries(encoders)) {
      const encoded = await encode(bytes);
      if (encoded.length < bytes.length) {
        await writeFile(path + suffix, encoded);
        sizes[suffix] = encoded.length;
      } else {
        await rm(path + suffix, { force: true });
        sizes[suffix] = null;
      }
    }
    results.push({
      path: relative(dir, path),
      bytes: bytes.length,
      br: sizes[SUFFIX.br] ?? null,
      gzip: sizes[SUFFIX.gzip] ?? null,
    });
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/app';
  const files = await compressFolder(dir);
  const total = (pick: (f: CompressedFile) => number) => files.reduce((sum, f) => sum + pick(f), 0);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `compressed ${files.length} text files in ${dir}: ${kB(total((f) => f.bytes))} → ` +
      `${kB(total((f) => f.br ?? f.bytes))} brotli, ${kB(total((f) => f.gzip ?? f.bytes))} gzip`,
  );
}
