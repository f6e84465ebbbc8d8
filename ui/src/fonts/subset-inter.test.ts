import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  fileOf,
  fontsourceSubsets,
  formatUnicodeRange,
  interFaces,
  interStylesheet,
  outputDir,
  parseUnicodeRange,
  subsetFace,
} from './subset-inter.ts';

describe('the Inter files Plume serves', () => {
  it('are what npm run fonts makes from the installed fontsource files (run it after an upgrade)', async () => {
    const faces = await interFaces();
    expect(await readFile(join(outputDir, 'inter.css'), 'utf8')).toBe(interStylesheet(faces));
    for (const face of faces) {
      const committed = await readFile(join(outputDir, 'inter', fileOf(face)));
      expect(committed.equals(await subsetFace(face)), fileOf(face)).toBe(true);
    }
  });

  it("split latin in two that cover exactly fontsource's latin range, Latin-1 in the preloaded core", async () => {
    const faces = await interFaces();
    const core = faces.find((f) => f.name === 'latin-core');
    const rest = faces.find((f) => f.name === 'latin-rest');
    const both = [...codePointsOf(core?.ranges ?? []), ...codePointsOf(rest?.ranges ?? [])].sort(
      (a, b) => a - b,
    );
    const { latin = '' } = await fontsourceSubsets();
    expect(both).toEqual(codePointsOf(parseUnicodeRange(latin)));
    const corePoints = new Set(codePointsOf(core?.ranges ?? []));
    // Letters of one word never come from two files (kerning does not cross files).
    for (const c of ' AZaz09~…’–—·×éñüßœ€\u00a0\u202f')
      expect(corePoints.has(c.codePointAt(0) ?? 0), c).toBe(true);
    for (const c of '\u0131\u2191\ufffd') expect(corePoints.has(c.codePointAt(0) ?? 0), c).toBe(false);
  });

  it('read and write unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131')).toEqual([
      [0, 255],
      [305, 305],
    ]);
    expect(
      formatUnicodeRange([
        [0x20, 0x7e],
        [0x2026, 0x2026],
      ]),
    ).toBe('U+0020-007E, U+2026');
  });
});
