// @e2e-needs-no-build: it builds its own copy of the project and never reads ./public (tools/e2e.mjs).
// The author's journey in `gatsby develop`: a fresh copy of the project, its documents in a folder outside it
// (DOCS_CONTENT_DIR, the harder case: the project's own content/ differs only in where the files are), the
// develop server on a free loopback port. It serves every route, GraphiQL answers README's example query, and
// each edit an author makes (a document's text, title and headings; the OpenAPI definition; the price list; a
// folder's _category_.json; a new and a deleted document) reaches the page's data and the page open in
// Chromium within a bounded wait, without a restart. A document that cannot compile shows Gatsby's error
// overlay with its file and line while the server keeps running, and the page recovers once it is fixed.
// No save is lost: a document saved at several moments of the start is shown as last saved once the server
// answers, and 20 saves in a row, each written the way a descheduled editor writes (truncate, a pause, the
// text), each reach the page's data, as does a document emptied and written again while Gatsby makes its pages;
// the terminal says what became of each save, and why one was ignored.
// Then the server is stopped and started again in the same folder: the warm start reuses the document fields it
// stored, and a change of the build code (src/node) is seen without clearing anything.
// Every process it starts runs in one process group, stopped in `after` whatever happened.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/testing/projectCopy.mjs';
import { connectBrowser, SPEC_ROUTES } from './helpers.mjs';
import { freePort } from '../tools/testing/freePort.mjs';
import { editTarget } from '../tools/bench/develop.mjs';

const root = path.resolve('.');
/** The document the save race edits (no other test of this file edits it). */
const RACE_DOC = 'workflow.mdx';
/** How long an edit may take to reach the page (the bench measures the real figure: ~1-2 s). */
const EDIT_TIMEOUT_MS = 45_000;
/** The first start compiles the development bundle; a loaded 2-core machine needs a few minutes. */
const START_TIMEOUT_MS = 420_000;

/** Polls `check` (which returns a truthy value when done) until it does, or fails after `timeoutMs` with `what`. */
/**
 * @param {string} what
 * @param {() => unknown} check
 * @param {{ timeoutMs?: number, intervalMs?: number, log?: any }} [options]
 */
async function waitFor(what, check, { timeoutMs = EDIT_TIMEOUT_MS, intervalMs = 100, log = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      assert.fail(
        `${what}: not within ${timeoutMs / 1000} s${last ? ` (last error: ${last.message})` : ''}\n--- develop output (end) ---\n${log().slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Saves `text` as an editor descheduled between its two writes does: the file is truncated, and its text lands
 * a few milliseconds later (the case that lost edits: src/node/developSaves.ts).
 */
async function slowSave(file, text, pauseMs = 3) {
  const fd = fs.openSync(file, 'w');
  await sleep(pauseMs);
  fs.writeSync(fd, text);
  fs.closeSync(fd);
}

/** A document with `marker` appended to its first paragraph. */
function withMarker(source, marker) {
  const lines = source.split('\n');
  const { line } = editTarget(source);
  lines[line] = `${lines[line]} ${marker}`;
  return lines.join('\n');
}

/** Starts `gatsby develop` in `dir` in its own process group (so that `stop` ends Gatsby's children too). */
function startDevelop(dir, content, port, onOutput) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/gatsby/cli.js'), 'develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: content, NO_COLOR: '1', CI: 'true' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return child;
}

async function stopDevelop(child) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** README's example GraphiQL query, as authors find it there. */
function readmeQuery() {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /```graphql\n([\s\S]*?)```/.exec(readme);
  assert.ok(block, 'README.md has an example ```graphql query');
  return block[1];
}

describe('authoring with gatsby develop', () => {
  let copy;
  let content;
  let child;
  let output = '';
  let origin;
  let port;
  let browser;
  /** The marker of the last save made while the server started. */
  let startupMarker;
  let page;
  const timings = [];

  const file = (rel) => path.join(content, rel);
  const edit = (rel, change) => fs.writeFileSync(file(rel), change(fs.readFileSync(file(rel), 'utf8')));
  const log = () => output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const pageData = async (route) => {
    const res = await fetch(`${origin}/page-data${route === '/' ? '/index' : route}/page-data.json`);
    return res.ok ? res.text() : null;
  };
  /** Saves a change, then waits for it in the page data of `route` and in the open page; records both times. */
  async function editReaches(name, rel, change, { route, inData, onScreen }) {
    const saved = Date.now();
    edit(rel, change);
    await waitFor(`${name}: page data of ${route}`, async () => inData(await pageData(route)), { log });
    const data = Date.now() - saved;
    await page.waitForFunction(onScreen.fn, onScreen.arg, { timeout: EDIT_TIMEOUT_MS, polling: 50 });
    timings.push(`${name}: page data ${data} ms, screen ${Date.now() - saved} ms`);
  }
  const bodyHas = { fn: (text) => document.body.textContent.includes(text) };

  before(async () => {
    copy = makeProjectCopy(root, 'metis-develop-');
    content = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-develop-content-'));
    fs.cpSync(path.join(root, 'content'), content, { recursive: true });
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = startDevelop(copy.dir, content, port, (d) => (output += d));
    const started = Date.now();
    // Saves of one document while the server starts, at several moments (sourcing, queries, bundling).
    const raceFile = file(RACE_DOC);
    const raceSource = fs.readFileSync(raceFile, 'utf8');
    let serving = false;
    const startupSaves = (async () => {
      for (let i = 1; !serving; i += 1) {
        startupMarker = `startupsave${i}x`;
        await slowSave(raceFile, withMarker(raceSource, startupMarker));
        await sleep(1500 + ((i * 700) % 2500));
      }
    })();
    try {
      await waitFor(
        'gatsby develop serves /introduction',
        async () => {
          if (child.exitCode !== null) throw new Error(`gatsby develop exited with ${child.exitCode}`);
          return (await fetch(`${origin}/introduction`)).ok && (await pageData('/introduction'));
        },
        { timeoutMs: START_TIMEOUT_MS, intervalMs: 500, log },
      );
    } finally {
      serving = true;
      await startupSaves;
    }
    timings.push(`first start: /introduction served after ${Math.round((Date.now() - started) / 1000)} s`);
    browser = await connectBrowser();
  });

  after(async () => {
    await browser?.close();
    await stopDevelop(child);
    if (timings.length) console.log(`# develop: ${timings.join('; ')}`);
    copy?.remove();
    if (content) fs.rmSync(content, { recursive: true, force: true });
  });

  it('loses no save: one made while the server started, then 20 in a row, each said in the terminal', async () => {
    const raceFile = file(RACE_DOC);
    const json = await waitFor(
      `the last save of the start (${startupMarker}) in /workflow`,
      async () => {
        const data = await pageData('/workflow');
        return data?.includes(startupMarker) && data;
      },
      { log },
    );
    assert.ok(json);
    const source = fs.readFileSync(raceFile, 'utf8').replace(/ startupsave\d+x/, '');
    const took = [];
    for (let i = 1; i <= 20; i += 1) {
      const marker = `racesave${i}x`;
      const saved = Date.now();
      // Saves land at varied moments of Gatsby's loop: the pause before the text varies, and so does the
      // author's pause after the last save showed (0.1-0.5 s, Gatsby may still be writing). Not none: saves in
      // lockstep with the page-data writes each land in Gatsby's query run, and after 6 such runs in a row
      // Gatsby 5 stops develop ("nodes appear to be being changed every time we run queries").
      await sleep((i * 211) % 500);
      await slowSave(raceFile, withMarker(source, marker), 1 + (i % 5) * 2);
      await waitFor(
        `save ${i} of 20 (${marker}) in /workflow`,
        async () => (await pageData('/workflow'))?.includes(marker),
        {
          log,
          intervalMs: 50,
        },
      );
      took.push(Date.now() - saved);
    }
    timings.push(`20 saves in a row: page data after ${took.join(', ')} ms`);
    // An editor that empties the file and writes its text a moment later, the text landing while Gatsby makes
    // the pages from the empty document (which has no page): the page is back with the text.
    const schemaBuilds = () => log().split('building schema').length;
    const emptied = [];
    for (let i = 1; i <= 5; i += 1) {
      const saved = Date.now();
      const marker = `emptiedsave${i}x`;
      const builds = schemaBuilds();
      fs.writeFileSync(raceFile, '');
      await waitFor('Gatsby makes the pages from the emptied document', () => schemaBuilds() > builds, {
        log,
        intervalMs: 5,
      });
      fs.writeFileSync(raceFile, withMarker(source, `racesave20x ${marker}`));
      await waitFor(
        `the text written after the empty save (${marker}) in /workflow`,
        async () => (await pageData('/workflow'))?.includes(marker),
        { log, intervalMs: 50 },
      );
      emptied.push(Date.now() - saved);
    }
    timings.push(`5 saves emptied, then written while the pages were made: page data after ${emptied.join(', ')} ms`);
    // The terminal: one line per save with the file, the pages refreshed and the time.
    const lines = () =>
      log()
        .split('\n')
        .filter(
          (l) => l.includes(`develop: ${raceFile}`) || l.includes(`develop: ${path.relative(copy.dir, raceFile)}`),
        );
    await waitFor(
      'a terminal line for the last save',
      () => lines().some((l) => /saved.*: .*\/workflow.* refreshed in \d+ ms/.test(l)),
      { log },
    );
    // A save that changes nothing, and a file the site does not read: each gets its reason.
    fs.writeFileSync(raceFile, fs.readFileSync(raceFile));
    fs.writeFileSync(file('notes.txt'), 'یادداشت نویسنده\n');
    await waitFor(
      'the ignored saves are said',
      () =>
        /saved without a change: nothing to refresh/.test(log()) &&
        /notes\.txt saved, ignored: the site reads/.test(log()),
      { log },
    );
    fs.rmSync(file('notes.txt'));
  });

  it('serves every route and answers README’s GraphiQL query', async () => {
    const res = await fetch(`${origin}/___graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: readmeQuery() }),
    });
    const { data, errors } = await res.json();
    assert.equal(errors, undefined, JSON.stringify(errors));
    const documents = fs.readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
    assert.equal(data.allMdx.nodes.length, documents.length, 'every document is a node');
    assert.ok(data.docNavigation.items.length > 3, 'the sidebar is there');
    assert.ok(
      data.allOpenApiOperation.nodes.some((o) => o.operationId === 'getCurrentUser' && o.page === '/introduction'),
    );
    assert.ok(data.site.siteMetadata.title);

    // Each route's document compiles and its page is served (a few at a time: each compiles on request).
    const pending = [...SPEC_ROUTES];
    const failures = [];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let route = pending.shift(); route; route = pending.shift()) {
          const html = await fetch(origin + route);
          const json = await pageData(route);
          if (!html.ok || !json || !JSON.parse(json).result?.data?.mdx?.document?.tree)
            failures.push(`${route} (HTML ${html.status}, data ${json ? 'without a document' : 'missing'})`);
        }
      }),
    );
    assert.deepEqual(failures, []);
  });

  it('shows each edit in the open page without a restart', async () => {
    page = await browser.newPage();
    await page.goto(`${origin}/introduction`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A document: its text, its title and a new heading in the table of contents, in one save.
    await editReaches(
      'document',
      'introduction.mdx',
      (s) =>
        s
          .replace(/^title: .*$/m, 'title: عنوان ویرایش‌شده')
          .replace('\n## ', '\nجمله‌ی تازه‌ی نویسنده.\n\n## سرفصل تازه\n\nمتن سرفصل.\n\n## '),
      {
        route: '/introduction',
        inData: (json) =>
          json?.includes('جمله‌ی تازه‌ی نویسنده.') && json.includes('عنوان ویرایش‌شده') && json.includes('سرفصل تازه'),
        onScreen: {
          fn: () =>
            document.querySelector('h1')?.textContent === 'عنوان ویرایش‌شده' &&
            document.body.textContent.includes('جمله‌ی تازه‌ی نویسنده.') &&
            [...document.querySelectorAll('nav[aria-label="فهرست مطالب این صفحه"] a')].some(
              (a) => a.textContent === 'سرفصل تازه',
            ),
        },
      },
    );

    // The definition: an operation's description and a new field of the schema it returns.
    await editReaches(
      'definition',
      'openapi/paths/account.yaml',
      (s) =>
        s.replace(
          'حساب متیسی را که کلید به آن تعلق دارد برمی‌گرداند.',
          'حساب متیسی را که کلید به آن تعلق دارد، با شرح تازه، برمی‌گرداند.',
        ),
      {
        route: '/introduction',
        inData: (json) => json?.includes('با شرح تازه'),
        onScreen: { ...bodyHas, arg: 'با شرح تازه' },
      },
    );
    await editReaches(
      'definition field',
      'openapi/components/account.yaml',
      (s) =>
        s.replace(
          '        activated:\n',
          '        nickname:\n          type: string\n          description: نام مستعار تازه.\n          examples: ["sara"]\n        activated:\n',
        ),
      {
        route: '/introduction',
        inData: (json) => json?.includes('نام مستعار تازه.'),
        onScreen: { ...bodyHas, arg: 'نام مستعار تازه.' },
      },
    );

    // A folder's _category_.json: the sidebar's label.
    await editReaches(
      'category',
      'api/_category_.json',
      (s) => s.replace('"label": "مرجع API"', '"label": "مرجع تازه‌ی API"'),
      {
        route: '/introduction',
        inData: () => true,
        onScreen: {
          fn: () =>
            [...document.querySelectorAll('nav[aria-label="فهرست مستندات"] *')].some(
              (e) => e.textContent === 'مرجع تازه‌ی API',
            ),
        },
      },
    );

    // A new document appears in the sidebar; deleted, it disappears.
    const inSidebar = (present) =>
      page.waitForFunction(
        (want) =>
          [...document.querySelectorAll('nav[aria-label="فهرست مستندات"] a')].some(
            (a) => a.getAttribute('href') === '/e2e-new-page',
          ) === want,
        present,
        {
          timeout: EDIT_TIMEOUT_MS,
          polling: 50,
        },
      );
    const created = Date.now();
    fs.writeFileSync(
      file('e2e-new-page.mdx'),
      '---\ntitle: صفحه‌ی تازه\nsidebar_position: 1\n---\n\nیک صفحه‌ی تازه با [پیوند به معرفی](/introduction).\n',
    );
    await waitFor('the new document has page data', () => pageData('/e2e-new-page'), { log });
    await inSidebar(true);
    timings.push(`new document in the sidebar: ${Date.now() - created} ms`);
    const deleted = Date.now();
    fs.rmSync(file('e2e-new-page.mdx'));
    await inSidebar(false);
    timings.push(`deleted document gone from the sidebar: ${Date.now() - deleted} ms`);
  });

  it('shows the price list as edited', async () => {
    await page.goto(`${origin}/pricing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await editReaches('pricing', 'data/pricing.json', (s) => s.replace(/"asOf": "[^"]+"/, '"asOf": "2026-06-20"'), {
      route: '/pricing',
      inData: (json) => json?.includes('"asOf":"2026-06-20"'),
      onScreen: { ...bodyHas, arg: '۳۰ خرداد ۱۴۰۵' },
    });
  });

  it('shows a document that cannot compile in the error overlay, and recovers once it is fixed', async () => {
    await page.goto(`${origin}/introduction`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const source = fs.readFileSync(file('introduction.mdx'), 'utf8');
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.startsWith('## ')) + 1;
    const broken = Date.now();
    fs.writeFileSync(file('introduction.mdx'), [...lines.slice(0, at), '', '<div>', ...lines.slice(at)].join('\n'));
    const brokenLine = at + 2;
    const overlay = page.locator('gatsby-fast-refresh');
    await overlay.getByRole('heading', { name: 'Unhandled GraphQL Error' }).waitFor({ timeout: EDIT_TIMEOUT_MS });
    await overlay
      .getByText(`${file('introduction.mdx')}:${brokenLine}:1`, { exact: true })
      .waitFor({ timeout: EDIT_TIMEOUT_MS });
    timings.push(`error overlay: ${Date.now() - broken} ms`);
    await overlay
      .getByText(/Expected a closing tag/)
      .first()
      .waitFor();
    assert.ok(
      (await fetch(`${origin}/___graphql?query=${encodeURIComponent('{ site { id } }')}`)).ok,
      'the server keeps running',
    );

    const fixed = Date.now();
    fs.writeFileSync(file('introduction.mdx'), source);
    await overlay
      .getByRole('heading', { name: 'Unhandled GraphQL Error' })
      .waitFor({ state: 'detached', timeout: EDIT_TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'عنوان ویرایش‌شده', null, {
      timeout: EDIT_TIMEOUT_MS,
      polling: 50,
    });
    timings.push(`recovered: ${Date.now() - fixed} ms`);
  });

  it('starts warm from its caches, and sees a change of the build code', async () => {
    // The same folder, .cache and public/ kept: the stored document fields are reused, the content as last saved.
    const restart = async (what) => {
      await stopDevelop(child);
      output = '';
      const started = Date.now();
      child = startDevelop(copy.dir, content, port, (d) => (output += d));
      await waitFor(
        `${what}: /introduction served`,
        async () => (await fetch(`${origin}/introduction`)).ok && pageData('/introduction'),
        { timeoutMs: START_TIMEOUT_MS, intervalMs: 250, log },
      );
      timings.push(`${what}: /introduction served after ${Math.round((Date.now() - started) / 1000)} s`);
    };
    await restart('warm start');
    assert.doesNotMatch(log(), /Derived the fields of/, 'a warm start keeps the stored document fields');
    assert.match(await pageData('/workflow'), /racesave20x/, 'the content as last saved');

    // The build code changes (the page context createPages gives every page): a warm start picks it up, and
    // derives the documents' stored fields again, since src/node makes them.
    const createPages = path.join(copy.dir, 'src/node/createPages.ts');
    const code = fs.readFileSync(createPages, 'utf8');
    const changed = code.replace('layoutFor(tree, persianYear(new Date()))', "layoutFor(tree, 'e2ebuildcode')");
    assert.notEqual(changed, code, 'createPages.ts still sets the build year as this test expects');
    fs.writeFileSync(createPages, changed);
    await restart('warm start after a change of src/node');
    assert.match(await pageData('/introduction'), /"buildYear":"e2ebuildcode"/);
    assert.match(log(), /Derived the fields of \d+ cached document\(s\) again/);
  });
});
