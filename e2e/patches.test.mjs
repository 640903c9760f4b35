// @e2e-needs-no-build: it builds its own copy of the project and never reads ./public (tools/e2e.mjs).
// Every module of src/patches, proven on a real build: a copy of the project builds a small fixture site
// (e2e/fixtures/patches) and each module must print that it applied; after it, one build with every
// module's mismatch requested (METIS_PATCH_MISMATCH, see src/patches/README.md) must fail with every module
// naming itself. The folder is listed, not a registry, so a module added there is covered.
//
// The fixture is built from a copy in the system's temporary folder, far from the project and any
// node_modules, so the same build proves that content from anywhere builds (DOCS_CONTENT_DIR may point at a
// docs repository checked out beside the project, or a mounted volume): its documents are compiled to data
// and rendered by the project's templates, and nothing of the MDX runtime or the components may be looked
// up beside them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/testing/projectCopy.mjs';
import { listenSite } from '../server/server.mjs';
import { connectBrowser } from './helpers.mjs';

const root = path.resolve('.');
let fixture;

/** The patch modules: src/patches/<name>.ts(x), without shared helpers (`_…`) and tests. */
export function patchModules(dir = path.join(root, 'src/patches')) {
  return fs
    .readdirSync(dir)
    .filter((f) => /^[^_.][^.]*\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ''))
    .sort();
}

/**
 * A clean build of the fixture in `copy`: no public and nothing of .cache (Gatsby would otherwise keep the HTML
 * of the previous build) but babel's cache in .cache/webpack. That one is keyed by each file's path, content
 * and babel options, so the second build of the copy reads what the first transpiled instead of doing it
 * again (55 → 42 s of CPU for a fixture build; the builds run with CI set, so webpack keeps no cache of its
 * own, see src/node/webpack.ts, and the mismatch requested of the browser runtime is inlined by webpack after
 * babel).
 */
async function build(copy, env = {}) {
  fs.rmSync(path.join(copy.dir, 'public'), { recursive: true, force: true });
  const cache = path.join(copy.dir, '.cache');
  for (const entry of fs.existsSync(cache) ? fs.readdirSync(cache) : [])
    if (entry !== 'webpack') fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npx', ['gatsby', 'build'], {
    cwd: copy.dir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DOCS_CONTENT_DIR: fixture,
      CI: 'true',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let raw = '';
  child.stdout.on('data', (chunk) => (raw += chunk));
  child.stderr.on('data', (chunk) => (raw += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  clearTimeout(timer);
  const output = raw.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  console.log(
    `# build (${env.METIS_PATCH_MISMATCH ? `mismatch ${env.METIS_PATCH_MISMATCH}` : 'applied'}): exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // Gatsby wraps long lines; join them so messages can be matched whole.
  return { status, output, flat: output.replace(/\s*\n\s*/g, ' ') };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds `copy` once with the mismatch of every module requested. A requested mismatch does not stop the
 * build (src/patches/_mismatchBuild.ts): each module prints its `did not apply` line at its own stage and
 * the build goes on to its end, where it fails listing every module that did not apply. Returns the
 * modules that said so, each in its own line and in the closing list.
 */
async function failEveryModule(copy, modules) {
  const { status, flat, output } = await build(copy, { METIS_PATCH_MISMATCH: modules.join(',') });
  assert.notEqual(status, 0, `a build with every module mismatched must fail:\n${output.slice(-3000)}`);
  const closing = /METIS_PATCH_MISMATCH=[^:]*: \d+ patches did not apply: ([^;.]*)/.exec(flat);
  assert.ok(closing, `the build did not end with the list of patches that did not apply:\n${output.slice(-3000)}`);
  const listed = closing[1].split(', ');
  const failed = modules.filter(
    (name) => new RegExp(`patch ${escape(name)} did not apply: `).test(flat) && listed.includes(name),
  );
  console.log(`# one mismatch build: ${failed.join(', ')} failed the build naming themselves`);
  return failed;
}

describe('patches of internals, on a fixture build', () => {
  const modules = patchModules();
  let copy;
  let applied;

  // The build with every patch applied, read by the tests below; then, in the same copy, the mismatch build
  // (the last test). One after the other rather than in two copies at once: `npm test` keeps both cores busy
  // without them, and the second build reuses the first one's babel cache.
  before(async () => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-elsewhere-'));
    fs.cpSync(path.join(root, 'e2e/fixtures/patches'), fixture, { recursive: true });
    copy = makeProjectCopy(root, 'metis-patches-');
    applied = await build(copy);
  });
  after(() => {
    copy?.remove();
    if (fixture) fs.rmSync(fixture, { recursive: true, force: true });
  });

  it('finds the patch modules', () => {
    assert.ok(modules.length >= 7, `expected the patch modules in src/patches, found ${modules.join(', ')}`);
    for (const name of modules) {
      const file = [`${name}.ts`, `${name}.tsx`]
        .map((f) => path.join(root, 'src/patches', f))
        .find((f) => fs.existsSync(f));
      const source = fs.readFileSync(file, 'utf8');
      assert.match(source, /^\/\*\*/, `${name} opens with its header comment`);
      assert.match(source, /Checked against:/, `${name} says which versions it was checked against`);
      assert.match(source, new RegExp(`export const PATCH = '${escape(name)}'`), `${name} exports PATCH = '${name}'`);
    }
  });

  it('every module applies to the real build', () => {
    assert.equal(applied.status, 0, applied.output.slice(-4000));
    assert.doesNotMatch(applied.output, /Can't resolve/);
    const missing = modules.filter((name) => !new RegExp(`patch ${escape(name)}: applied \\(`).test(applied.flat));
    assert.deepEqual(missing, [], `modules that never said they applied:\n${applied.output.slice(-4000)}`);
  });

  it('builds content from outside the project, with the components and highlighting of content inside it', () => {
    assert.ok(
      !fixture.startsWith(root) && path.relative(copy.dir, fixture).startsWith('..'),
      'the content is outside the project',
    );
    assert.equal(applied.status, 0, applied.output.slice(-4000));
    const home = fs.readFileSync(path.join(copy.dir, 'public/index.html'), 'utf8');
    assert.ok(/<h1[^>]*>صفحه‌ی آزمایشی<\/h1>/.test(home), 'the page has its title');
    assert.ok(/<code class="language-bash"><span class="token/.test(home), 'the code is highlighted');
    assert.ok(home.includes('نکته‌ها همان ظاهر همیشگی را دارند'), 'the admonition is rendered');
    const tabs = fs.readFileSync(path.join(copy.dir, 'public/guide/tabs/index.html'), 'utf8');
    assert.ok(tabs.includes('role="tablist"'), 'the tabs component is rendered');
    assert.ok(
      tabs.includes('data-language="python"') && tabs.includes('data-language="bash"'),
      'every sample is in the static HTML',
    );
  });

  it('the browser cache adopts the server styles in place: nothing inserted twice, nothing compiled at load, no tag moved', async () => {
    const server = await listenSite({ root: path.join(copy.dir, 'public') });
    const browser = await connectBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/guide`, { waitUntil: 'networkidle' });
      const state = await page.evaluate(() => {
        const tags = [...document.querySelectorAll('style[data-ssr-styles]')];
        const serverNames = new Set(tags.flatMap((t) => t.getAttribute('data-ssr-styles').split(' ').slice(1)));
        const inserted = [...document.styleSheets]
          .filter((sheet) => !(/** @type {Element} */ (sheet.ownerNode)?.hasAttribute('data-ssr-styles')))
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        return {
          // Rules Emotion compiled in the browser: each runs stylis and the RTL plugin on the main thread,
          // and the first builds cssjanus's expressions; the server writes every style a page shows at load.
          compiledInBrowser: [...document.querySelectorAll('style[data-emotion]')].flatMap((tag) =>
            [.../** @type {HTMLStyleElement} */ (tag).sheet.cssRules].map((rule) => rule.cssText),
          ),
          inHead: tags.every((t) => t.parentElement === document.head),
          serverTags: tags.length,
          duplicated: inserted.filter(
            (text) =>
              text.startsWith('@font-face') ||
              [...serverNames].some((n) => text.includes(`.css-${n}`) || text.includes(`.css-${n}{`)),
          ),
        };
      });
      assert.ok(state.serverTags >= 2 && state.inHead, `server style tags stay in <head>: ${JSON.stringify(state)}`);
      assert.deepEqual(state.duplicated, [], 'no server rule was inserted again by Emotion');
      assert.deepEqual(state.compiledInBrowser, [], 'no style was compiled in the browser while the page loaded');
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('every module fails the build, naming itself, when what it patches has changed', async () => {
    assert.deepEqual(await failEveryModule(copy, modules), modules);
  });
});
