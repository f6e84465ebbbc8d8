import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Storybook is the design system's home (its docs live there, beside the stories): the build the visual tests
// serve must hold a Docs page for every ui component and the Foundations pages. Docs entries are never
// screenshot (only entries of type 'story' are, in stories.spec.ts); this only reads the built index.

const indexPath = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const componentsDir = fileURLToPath(new URL('../../ui/src/components/', import.meta.url));

interface IndexEntry {
  type: 'story' | 'docs';
  title: string;
}

function docsTitles(): string[] {
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries?: Record<string, IndexEntry> };
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'docs')
    .map((entry) => entry.title);
}

test('every ui component has a Docs page, and the Introduction and Foundations pages are built', () => {
  expect(
    existsSync(indexPath),
    'storybook-static/index.json is missing: the Storybook build did not run',
  ).toBe(true);
  const titles = docsTitles();
  // A Docs page is titled by its sidebar group and the component's name ('Actions/Button').
  const documented = new Set(titles.map((title) => title.split('/').pop()));
  const components = readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(
    components.filter((name) => !documented.has(name)),
    'components without a Docs page (a story file whose meta.component is the component)',
  ).toEqual([]);
  for (const page of [
    'Introduction',
    'Foundations/Colour',
    'Foundations/Typography',
    'Foundations/Spacing and sizes',
    'Foundations/Radii and shadows',
    'Foundations/Motion',
    'Foundations/Icons',
  ])
    expect(titles, `the '${page}' page`).toContain(page);
});
