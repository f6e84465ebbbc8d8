import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The SPA shares the edge's contracts, but zod (26 kB gzip) must never ride along: it validates on the
 * server, and in the browser it only slowed the screens that imported a contract for a constant
 * (as `npm run audit` measured). Walks every value import (type-only imports vanish at build) from the
 * bundle's entry, as Vite does, and fails with the chain that reaches zod.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'app/src/main.tsx');

/** `import …` / `export … from` that are not `import type` / `export type`, and dynamic `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '');
}

/** The first import chain from `start` to zod, or null. */
function chainToZod(start: string, seen: Set<string>): string[] | null {
  if (seen.has(start)) return null;
  seen.add(start);
  for (const specifier of valueImports(start)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [start, 'zod'];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(start), specifier);
    if (!existsSync(target) || !/\.tsx?$/.test(target)) continue;
    const rest = chainToZod(target, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

/** The first static import chain from `start` to a bare `pkg` import (lazy `import()` left out), or null. */
function staticChainTo(pkg: string, start: string, seen: Set<string>): string[] | null {
  if (seen.has(start)) return null;
  seen.add(start);
  for (const m of readFileSync(start, 'utf8').matchAll(STATIC_IMPORT)) {
    const specifier = m[1] ?? '';
    if (specifier === pkg || specifier.startsWith(`${pkg}/`)) return [start, pkg];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(start), specifier);
    if (!existsSync(target) || !/\.tsx?$/.test(target)) continue;
    const rest = staticChainTo(pkg, target, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

/** `import { A, type B } from '@plume/ui'` in the app: the value names (A). */
const UI_IMPORT = /^\s*import\s+\{([^}]*)\}\s*from\s+['"]@plume\/ui['"]/gm;
const UI_EXPORT = /^export\s+\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/gm;
const valueNames = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));

/** Which ui file each value name of '@plume/ui' comes from, read off the package's index. */
const uiIndex = join(root, 'ui/src/index.ts');
const uiModuleOf = new Map<string, string>();
for (const [, names = '', from = ''] of readFileSync(uiIndex, 'utf8').matchAll(UI_EXPORT)) {
  for (const name of valueNames(names)) uiModuleOf.set(name, resolve(dirname(uiIndex), from));
}

/**
 * The first static import chain from `start` to the file `target`, following relative imports and the
 * names an app file takes from '@plume/ui' into the ui file that exports each (as tree-shaking does,
 * roughly: a ui file's own imports all count), or null.
 */
function staticChainToFile(target: string, start: string, seen: Set<string>): string[] | null {
  if (start === target) return [start];
  if (seen.has(start)) return null;
  seen.add(start);
  const text = readFileSync(start, 'utf8');
  const next = [...text.matchAll(STATIC_IMPORT)]
    .map((m) => m[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(start), specifier));
  for (const [, names = ''] of text.matchAll(UI_IMPORT)) {
    for (const name of valueNames(names)) next.push(uiModuleOf.get(name) ?? '');
  }
  for (const file of next) {
    if (!existsSync(file) || !/\.tsx?$/.test(file)) continue;
    const rest = staticChainToFile(target, file, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

describe('the SPA bundle', () => {
  it('imports nothing that imports zod, from the entry through every lazy screen', () => {
    const seen = new Set<string>();
    const chain = chainToZod(entry, seen);
    expect(chain?.map((f) => (f === 'zod' ? f : relative(root, f))).join(' → ') ?? null).toBeNull();
    // The walk reached the screens (lazy imports included), not just the entry file.
    expect([...seen].filter((f) => f.endsWith('Screen.tsx')).length).toBeGreaterThan(8);
  });

  it('would see a contract that pulls zod in', () => {
    // The walk itself: the posts contract builds zod schemas, so a value import of it reaches zod.
    const contract = join(root, 'edge/features/posts/contract.ts');
    expect(chainToZod(contract, new Set())?.at(-1)).toBe('zod');
  });

  it("keeps the query client out of /login's first JavaScript (the entry and the sign-in screen)", () => {
    // /login is near its 120 kB gzip budget; TanStack Query rides only with the screens that read data.
    for (const start of [entry, join(root, 'app/src/features/auth/LoginScreen.tsx')]) {
      const chain = staticChainTo('@tanstack/react-query', start, new Set());
      expect(chain?.map((f) => (f.startsWith('/') ? relative(root, f) : f)).join(' → ') ?? null).toBeNull();
    }
    // The walk does see it where it belongs.
    const help = join(root, 'app/src/features/help/HelpScreen.tsx');
    expect(staticChainTo('@tanstack/react-query', help, new Set())?.at(-1)).toBe('@tanstack/react-query');
  });

  it("keeps ui's sprinkles (Box and the layout primitives) out of /login's first JavaScript", () => {
    // Their runtime and atom map cost /login 2.6 kB gzip, which took it over its 120 kB budget: the app
    // shell's and sign-in's components use their own classes.
    const sprinkles = join(root, 'ui/src/theme/sprinkles.css.ts');
    for (const start of [entry, join(root, 'app/src/features/auth/LoginScreen.tsx')]) {
      const chain = staticChainToFile(sprinkles, start, new Set());
      expect(chain?.map((f) => relative(root, f)).join(' → ') ?? null).toBeNull();
    }
    // The walk does see it where it belongs: Help's screen lays itself out with Stack.
    const help = join(root, 'app/src/features/help/HelpScreen.tsx');
    expect(staticChainToFile(sprinkles, help, new Set())?.at(-1)).toBe(sprinkles);
  });
});
