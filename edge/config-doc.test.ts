import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC_PATH, configSections, renderConfigurationDoc } from './config-doc.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

describe('docs/configuration.md', () => {
  it('is what the variables’ schemas say (else run `npm run docs:config` and commit it)', () => {
    expect(
      read(CONFIGURATION_DOC_PATH),
      `${CONFIGURATION_DOC_PATH} is stale: run \`npm run docs:config\` and commit the result`,
    ).toBe(renderConfigurationDoc());
  });

  it('names, for each section, the file that defines its variables', () => {
    for (const { source, shape } of configSections) {
      const text = read(source);
      for (const name of Object.keys(shape)) expect(text, `${name} in ${source}`).toContain(`${name}:`);
    }
  });
});
