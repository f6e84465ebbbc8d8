import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStartupScreen, writeStartupShells } from '../../app/prerender-shells.ts';

// The build step that puts each route's prerendered start-up screen into its page (and the visitor's
// into the signed-out twin of a public screen). The screens themselves are checked in a browser
// (tests/e2e/startup-shell.spec.ts); here, where they go.
const page = (label: string) =>
  `<!doctype html>\n<html><body><div id="root"><!--start-up--><div class="boot">${label}</div><!--/start-up--></div><script type="module" src="/a.js"></script></body></html>\n`;

describe('the start-up screens in the route pages', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plume-shells-'));
    await writeFile(
      join(dir, 'route-pages.json'),
      JSON.stringify([
        { path: '/help-and-support', file: 'index.help-and-support.html' },
        { path: '/login', file: 'index.login.html' },
      ]),
    );
    for (const name of ['help-and-support', 'login']) {
      await writeFile(join(dir, `index.${name}.html`), page(name));
      await writeFile(join(dir, `index.${name}.signed-out.html`), page(`${name} signed out`));
    }
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('replaces only what stands between the markers', () => {
    expect(withStartupScreen(page('x'), '<main>shell</main>')).toBe(
      '<!doctype html>\n<html><body><div id="root"><!--start-up--><main>shell</main><!--/start-up--></div><script type="module" src="/a.js"></script></body></html>\n',
    );
    expect(() => withStartupScreen('<div id="root"></div>', 'x')).toThrow(/start-up markers/);
  });

  it("writes the member's screen into the page and the visitor's into its twin, and leaves a page with none alone", async () => {
    const render = (pattern: string, member: boolean) =>
      pattern === '/help-and-support' ? `<aside>${member ? 'member' : 'visitor'}</aside>` : null;
    expect(await writeStartupShells(dir, render)).toBe(2);
    const read = (name: string) => readFile(join(dir, name), 'utf8');
    expect(await read('index.help-and-support.html')).toContain(
      '<!--start-up--><aside>member</aside><!--/start-up-->',
    );
    expect(await read('index.help-and-support.signed-out.html')).toContain(
      '<!--start-up--><aside>visitor</aside><!--/start-up-->',
    );
    expect(await read('index.login.html')).toBe(page('login'));
    expect(await read('index.login.signed-out.html')).toBe(page('login signed out'));
  });
});
