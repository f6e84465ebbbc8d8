/**
 * Makes the Inter files Plume serves (`npm run fonts` writes them; `subset-inter.test.ts` fails when they
 * are stale) from @fontsource-variable/inter's variable files, for a smaller first download on a phone:
 *
 * - Only the weights the theme uses (400 to 700) stay on the weight axis.
 * - Fontsource's latin file is split in two. `latin-core` holds Latin-1 and common punctuation: every
 *   page preloads it. `latin-rest` holds the rest of that range (control and combining characters,
 *   rarer symbols and spaces), which a browser fetches only for a page that shows one of them
 *   (unicode-range). Accented letters stay in the core: a word whose letters came from two files would
 *   lose the kerning between them.
 * - The other scripts (latin-ext, Cyrillic, Greek, Vietnamese) keep fontsource's ranges.
 *
 * Every layout feature is kept (kerning, tabular figures, contextual forms), so text is shaped as before;
 * the narrower weight axis moves a glyph's outline by less than a pixel at most.
 *
 * Run:  node ui/src/fonts/subset-inter.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

type Range = readonly [number, number];
type Face = { name: string; from: string; ranges: Range[] };

/** The theme's weights: regular 400 to bold 700 (ui/src/theme/light.css.ts). */
const WEIGHTS = { min: 400, max: 700 };

/** Printable Latin-1: ASCII and the accented letters of western European languages (é, ñ, ü, ß…). */
const CORE_RANGES: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
/**
 * Besides Latin-1, the punctuation the screens' copy and most drafts print (dashes, quotes, the
 * ellipsis, signs), œ, and the spaces Intl puts in dates and times (thin, narrow no-break).
 */
const CORE_EXTRAS = '\u2009\u202f–—‘’‚“”„•…′″‹›€™−œŒ';

/** Where the stylesheet and (in `inter/`) the font files are written: beside this script. */
export const outputDir = dirname(fileURLToPath(import.meta.url));
const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'));

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as const;
  });
}

/** [[0, 255], [305, 305]] → 'U+0000-00FF, U+0131' (as the formatter writes CSS). */
export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** Every code point the ranges cover, in order. */
export const codePointsOf = (ranges: readonly Range[]) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

/** Code points → the fewest ranges that cover exactly them. */
function rangesOf(points: readonly number[]): Range[] {
  const ranges: [number, number][] = [];
  for (const p of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else ranges.push([p, p]);
  }
  return ranges;
}

/** Fontsource's subsets by name ('latin', 'cyrillic', …), each with its unicode-range. */
export async function fontsourceSubsets(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(fontsource, 'unicode.json'), 'utf8')) as Record<string, string>;
}

/** The faces to write: fontsource's subsets, with latin split into its core and the rest. */
export async function interFaces(): Promise<Face[]> {
  const subsets = await fontsourceSubsets();
  const faces: Face[] = [];
  for (const [subset, range] of Object.entries(subsets)) {
    const from = `inter-${subset}-wght-normal.woff2`;
    if (subset !== 'latin') {
      faces.push({ name: subset, from, ranges: parseUnicodeRange(range) });
      continue;
    }
    const core = new Set([
      ...codePointsOf(CORE_RANGES),
      ...[...CORE_EXTRAS].map((c) => c.codePointAt(0) ?? 0),
    ]);
    const latin = codePointsOf(parseUnicodeRange(range));
    faces.push({ name: 'latin-core', from, ranges: rangesOf(latin.filter((p) => core.has(p))) });
    faces.push({ name: 'latin-rest', from, ranges: rangesOf(latin.filter((p) => !core.has(p))) });
  }
  return faces;
}

export const fileOf = (face: Face) => `inter-${face.name}.woff2`;

/** One face's font file: its characters of the source file, on the theme's weights. */
export async function subsetFace(face: Face): Promise<Buffer> {
  const source = await readFile(join(fontsource, 'files', face.from));
  const text = String.fromCodePoint(...codePointsOf(face.ranges));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

/** The stylesheet declaring every face, in fontsource's order (where ranges overlap, the last face wins). */
export function interStylesheet(faces: readonly Face[]): string {
  const rules = faces.map(
    (face) => `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./inter/${fileOf(face)}) format("woff2-variations");
  unicode-range: ${formatUnicodeRange(face.ranges)};
}
`,
  );
  return `/* Written by ui/src/fonts/subset-inter.ts (npm run fonts) from @fontsource-variable/inter; do not edit. */\n${rules.join('\n')}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const faces = await interFaces();
  for (const face of faces) {
    const bytes = await subsetFace(face);
    await writeFile(join(outputDir, 'inter', fileOf(face)), bytes);
    console.log(`${fileOf(face)}: ${bytes.length} bytes`);
  }
  await writeFile(join(outputDir, 'inter.css'), interStylesheet(faces));
  console.log('wrote ui/src/fonts/inter.css');
}
