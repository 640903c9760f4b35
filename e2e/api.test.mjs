// The API reference end to end, against the production build in ./public: every /api and /types page
// renders the operations and schemas its MDX names (in the static HTML and after hydration), code samples
// switch language together and remember the choice across pages and reloads, the copy button copies the
// exact sample, and the downloads (OpenAPI YAML/JSON, Postman collection) are served from our origin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { closeSite, openPage, openSite, SPEC_ROUTES } from './helpers.mjs';

const require = createRequire(import.meta.url);
const { Collection } = require('postman-collection');

/** The API reference's pages, as the specification lists them. */
const API_PAGES = SPEC_ROUTES.filter((route) => route.startsWith('/api/'));
const TYPE_PAGES = ['corpora', 'function', 'message', 'provider', 'summarizer', 'user'].map((p) => `/types/${p}`);

/** The <ApiOperation id> and <ApiSchema name> a page's MDX names, outside code. */
function referencesOf(route) {
  const source = fs.readFileSync(path.join('content', `${route}.mdx`), 'utf8');
  let fence = false;
  const prose = source
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fence = !fence;
        return false;
      }
      return !fence;
    })
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  return {
    operations: [...prose.matchAll(/<ApiOperation\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]),
    schemas: [...prose.matchAll(/<ApiSchema\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]),
  };
}

describe('API reference', () => {
  let server;
  let browser;
  let definition;
  before(async () => {
    ({ server, browser } = await openSite());
    definition = await (await fetch(server.origin + '/downloads/metis-openapi.json')).json();
  });
  after(() => closeSite({ server, browser }));

  it('renders every operation and schema of every /api and /types page into the static HTML', async () => {
    for (const route of [...API_PAGES, ...TYPE_PAGES]) {
      const { operations, schemas } = referencesOf(route);
      assert.ok(operations.length + schemas.length > 0, `${route} names operations or schemas`);
      const html = await (await fetch(server.origin + route)).text();
      for (const id of operations) {
        assert.match(
          html,
          new RegExp(`<section[^>]*id="${id}"[^>]*data-operation="${id}"`),
          `${route} renders ${id} without JavaScript`,
        );
      }
      for (const name of schemas)
        assert.match(html, new RegExp(`data-schema="${name}"`), `${route} renders schema ${name}`);
      if (route.startsWith('/api/')) {
        assert.match(html, /api\.tapsage\.com/, `${route} names the second host`);
        assert.match(html, /role="tablist"/, `${route} has sample tabs in its HTML`);
      }
    }
  });

  it('gives each page only its own operations and schemas in its page data (nothing else is loaded)', async () => {
    for (const route of [...API_PAGES, ...TYPE_PAGES, '/introduction']) {
      const { operations, schemas } = referencesOf(route);
      const data = await (await fetch(`${server.origin}/page-data${route}/page-data.json`)).json();
      const ops = data.result.data.apiOperations.nodes.map((n) => n.operationId).sort();
      const names = data.result.data.apiSchemas.nodes.map((n) => n.name).sort();
      assert.deepEqual(ops, [...new Set(operations)].sort(), `${route} operations`);
      assert.deepEqual(names, [...new Set(schemas)].sort(), `${route} schemas`);
    }
    const imagine = await (await fetch(`${server.origin}/page-data/api/imagine/page-data.json`)).json();
    const async = imagine.result.data.apiOperations.nodes.find((n) => n.operationId === 'sendMessageAsync').view;
    assert.deepEqual(
      async.samples.map((s) => s.example),
      ['imagine', 'blend', 'variant', 'scale'],
    );
  });

  it('keeps every operation intact after hydration, with LTR method and path, samples in three languages and no errors', async () => {
    for (const route of API_PAGES) {
      const errors = [];
      const { page, context } = await openPage(browser, server.origin + route);
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.reload({ waitUntil: 'networkidle' });
      for (const id of referencesOf(route).operations) {
        const section = page.locator(`section[data-operation="${id}"]`);
        assert.equal(await section.count(), 1, `${route} ${id}`);
        const endpoint = section.locator('[role="group"]').first();
        assert.equal(await endpoint.getAttribute('dir'), 'ltr');
        assert.equal(await endpoint.evaluate((el) => getComputedStyle(el).direction), 'ltr');
        const op = Object.values(definition.paths)
          .flatMap((item) => Object.entries(item))
          .find(([, o]) => o && o.operationId === id);
        assert.ok(op, `${id} is in the served definition`);
        assert.match((await endpoint.textContent()) ?? '', new RegExp(`^${op[0].toUpperCase()}`));
        const tabs = await section.locator('[role="tablist"]').first().locator('[role="tab"]').allTextContents();
        assert.deepEqual(tabs, ['cURL', 'Python', 'JavaScript'], `${route} ${id} tabs`);
        assert.ok(
          (await section.locator('details[data-status]').count()) >= 2,
          `${route} ${id} lists responses by status`,
        );
      }
      assert.deepEqual(errors, [], `${route} has no console errors`);
      await context.close();
    }
  });

  it('remembers the reader’s language across every tab group, pages and reloads', async () => {
    const { page, context } = await openPage(browser, server.origin + '/api/session');
    // A loaded page shows the server's first tab until it hydrates; wait for hydration (a few seconds on a busy
    // machine) to apply the stored choice, then assert on what the reader sees.
    const selectedAre = (label) =>
      page
        .waitForFunction(
          (l) =>
            [...document.querySelectorAll('[role="tablist"] [role="tab"][aria-selected="true"]')].every(
              (t) => t.textContent === l,
            ),
          label,
          { timeout: 20_000 },
        )
        .catch(() => undefined);
    await page.locator('section[data-operation="createSession"] [role="tab"]', { hasText: 'Python' }).first().click();
    // The group clicked switches as soon as its part has hydrated (a press before the page's code has come is
    // replayed then); groups in operations React has not hydrated yet follow as each hydrates (the choice never
    // forces the rest of the page to hydrate in the click's task).
    await page
      .locator('section[data-operation="createSession"] [role="tab"][aria-selected="true"]', { hasText: 'Python' })
      .first()
      .waitFor({ timeout: 20_000 });
    assert.equal(
      await page
        .locator('section[data-operation="createSession"] [role="tab"][aria-selected="true"]')
        .first()
        .textContent(),
      'Python',
    );
    await selectedAre('Python');
    const selected = await page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allTextContents();
    assert.ok(selected.length > 5);
    assert.ok(
      selected.every((t) => t === 'Python'),
      `all groups on the page follow: ${selected}`,
    );
    const visible = await page
      .locator('section[data-operation="sendMessage"] [role="tabpanel"]:not([hidden]) pre')
      .first()
      .textContent();
    assert.match(visible ?? '', /^import os\nimport requests/);

    await page.goto(server.origin + '/api/wrapper', { waitUntil: 'networkidle' });
    await selectedAre('Python');
    const onOtherPage = await page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allTextContents();
    assert.ok(onOtherPage.length > 0 && onOtherPage.every((t) => t === 'Python'), `another page: ${onOtherPage}`);
    // Through client-side navigation too.
    await page.evaluate(() => window.___navigate('/api/storage'));
    await page.waitForURL('**/api/storage');
    await page.waitForSelector('section[data-operation="uploadFiles"]');
    assert.equal(
      await page
        .locator('section[data-operation="uploadFiles"] [role="tab"][aria-selected="true"]')
        .first()
        .textContent(),
      'Python',
    );

    await page.locator('section[data-operation="uploadFiles"] [role="tab"]', { hasText: 'JavaScript' }).first().click();
    await page.reload({ waitUntil: 'networkidle' });
    await selectedAre('JavaScript');
    const afterReload = await page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allTextContents();
    assert.ok(
      afterReload.every((t) => t === 'JavaScript'),
      `after reload: ${afterReload}`,
    );
    await context.close();
  });

  it('copies the exact sample text: the command shown, with the request example of the definition', async () => {
    const { page, context } = await openPage(browser, server.origin + '/api/session', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const section = page.locator('section[data-operation="createSession"]');
    const panel = section.locator('[role="tabpanel"]:not([hidden])').first();
    const shown = await panel.locator('pre').textContent();
    await panel.getByRole('button').click();
    // As a reader: paste once the button says it copied (a press before the page's code has come is replayed
    // once the sample's part has hydrated).
    await panel.getByRole('button').filter({ hasText: 'کپی شد' }).waitFor({ timeout: 20_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, shown);
    assert.match(copied, /^BOT_ID="\$\{BOT_ID:\?\}" {2}# "id" from the response of POST \/api\/v1\/bots\n\n/);
    assert.match(
      copied,
      /\ncurl -X POST "\$\{METIS_BASE_URL:-https:\/\/api\.metisai\.ir\}\/api\/v1\/chat\/session" \\\n {2}-H "Authorization: Bearer \$METIS_API_KEY" \\/,
    );
    // The body is the definition's example, its bot id taken from $BOT_ID by the here-document.
    const body = JSON.parse(/<<JSON\n([\s\S]*)\nJSON$/.exec(copied)[1]);
    const example =
      definition.paths['/api/v1/chat/session'].post.requestBody.content['application/json'].examples.withUser.value;
    assert.deepEqual(body, { ...example, botId: '$BOT_ID' });
    assert.match(await panel.getByRole('button').textContent(), /کپی شد/);

    await section.locator('[role="tab"]', { hasText: 'Python' }).first().click();
    const pyPanel = section.locator('[role="tabpanel"]:not([hidden])').first();
    await pyPanel.getByRole('button').click();
    const python = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(python, await pyPanel.locator('pre').textContent());
    assert.match(python, /requests\.post\(\n {4}f"\{BASE_URL\}\/api\/v1\/chat\/session",/);
    await context.close();
  });

  it('serves the OpenAPI definition as YAML and JSON and a Postman collection that holds every operation', async () => {
    const yamlResponse = await fetch(server.origin + '/downloads/metis-openapi.yaml');
    assert.equal(yamlResponse.status, 200);
    assert.deepEqual(parseYaml(await yamlResponse.text()), definition);
    assert.equal(definition.openapi, '3.1.0');
    const collectionResponse = await fetch(server.origin + '/downloads/metis.postman_collection.json');
    assert.equal(collectionResponse.status, 200);
    const collection = new Collection(await collectionResponse.json());
    const ids = new Set();
    collection.forEachItem((item) => ids.add(String(item.id).split('--')[0]));
    const operations = Object.values(definition.paths)
      .flatMap((item) => Object.values(item))
      .filter((o) => o && o.operationId)
      .map((o) => o.operationId);
    assert.deepEqual([...ids].sort(), [...operations].sort());
    assert.deepEqual(
      collection.variables
        .all()
        .map((v) => v.key)
        .sort(),
      ['apiKey', 'baseUrl'],
    );
    assert.equal(collection.auth.type, 'bearer');
  });

  it('links the downloads from /postman as files of our own origin', async () => {
    const { page, context } = await openPage(browser, server.origin + '/postman');
    const links = page.getByRole('group', { name: 'فایل‌های دانلودی API' }).getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.hasAttribute('download')]));
    assert.deepEqual(hrefs, [
      ['/downloads/metis.postman_collection.json', true],
      ['/downloads/metis-openapi.yaml', true],
      ['/downloads/metis-openapi.json', true],
    ]);
    for (const [href] of hrefs) assert.equal((await fetch(server.origin + href)).status, 200, String(href));
    await context.close();
  });

  // axe on these pages (every rule, both modes, both widths) is part of the strict sweep, e2e/a11y.test.mjs.
  it('does not scroll sideways on API and type pages, wide and narrow', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 800 },
    ]) {
      for (const route of ['/api/session', '/api/wrapper', '/api/corpora-management', '/types/message', '/postman']) {
        const { page, context } = await openPage(browser, server.origin + route, { viewport });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 1, `${route} at ${viewport.width}px does not scroll sideways (${overflow}px)`);
        await context.close();
      }
    }
  });

  it('makes no request to any other host on the API pages: everything is built in', async () => {
    for (const route of ['/api/session', '/api/openai', '/types/message', '/postman']) {
      const foreign = [];
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('request', (r) => {
        if (!r.url().startsWith(server.origin) && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      assert.deepEqual(foreign, [], route);
      await context.close();
    }
  });
});
