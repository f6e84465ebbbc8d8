/**
 * What the build (app/compress-assets.ts) and the edge (edge/static.ts) agree on: which files get
 * Brotli and gzip copies, and the suffix each copy is stored under beside the original.
 * Images and fonts are compressed formats already: a second pass would only cost time.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'webmanifest',
  'svg',
  'txt',
  'xml',
]);

/** Encodings Plume stores copies in, best first (Brotli is ~15 % smaller than gzip on our JS). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** File suffix of each stored copy. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
