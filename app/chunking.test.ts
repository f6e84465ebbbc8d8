import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEEPS_TAB_STATE, mayCopy } from './chunking.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** State kept at module level: a top-level `let`/`var`, an empty Map or Set, a query client. */
const MODULE_STATE = [
  /^(export )?(let|var) /m,
  /^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap)(<.*>)?\(\);/m,
  /^(export )?const \w+ = new QueryClient\(/m,
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true });
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|fixture)\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
}

describe('which modules the build may copy into several chunks', () => {
  it('lists exactly the app and ui modules that keep state at module level', async () => {
    const stateful: string[] = [];
    for (const file of [...(await sourceFiles('app/src')), ...(await sourceFiles('ui/src'))]) {
      const text = await readFile(join(root, file), 'utf8');
      if (MODULE_STATE.some((pattern) => pattern.test(text))) stateful.push(file);
    }
    expect(stateful.sort()).toEqual([...KEEPS_TAB_STATE].sort());
  });

  it('never copies a module that keeps state, nor third-party code', () => {
    for (const kept of KEEPS_TAB_STATE) expect(mayCopy(join(root, kept))).toBe(false);
    expect(mayCopy(join(root, 'node_modules/@tanstack/query-core/build/modern/focusManager.js'))).toBe(false);
    expect(mayCopy(relative('/', join(root, 'ui/src/components/Stack/Stack.tsx')))).toBe(true);
    expect(mayCopy('C:\\work\\app\\src\\lib\\query.ts')).toBe(false);
  });
});
