import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { closeSite, openPage, openSearchByShortcut, openSite } from './helpers.mjs';

const PUBLIC = path.resolve('public');

/** The index the build wrote (its entry file), and its stored sections (from the store buckets it lists). */
function readIndex() {
  const name = fs.readdirSync(PUBLIC).find((f) => /^search-index\.[0-9a-f]{12}\.json$/.test(f));
  assert.ok(name, 'the build writes public/search-index.<hash>.json');
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, name), 'utf8'));
  const folder = path.join(PUBLIC, manifest.base);
  const sections = [];
  for (let i = 0; fs.existsSync(path.join(folder, `s${i}.json`)); i += 1) {
    const bucket = JSON.parse(fs.readFileSync(path.join(folder, `s${i}.json`), 'utf8'));
    // Sections in id order; each page's sections follow each other, in the order of the bucket's pages.
    let at = 0;
    const starts = manifest.pageStarts.reduce((acc, d) => [...acc, (acc.at(-1) ?? 0) + d], []);
    const firstPage = manifest.bucketStarts.slice(0, i + 1).reduce((a, b) => a + b, 0);
    bucket.pages.forEach(([route, pageTitle], p) => {
      const count = (starts[firstPage + p + 1] ?? manifest.documentCount) - starts[firstPage + p];
      for (const [anchor, heading] of bucket.sections.slice(at, at + count))
        sections.push({ route, pageTitle, anchor, heading });
      at += count;
    });
  }
  assert.equal(sections.length, manifest.documentCount, 'the store buckets hold every section');
  return { name, base: manifest.base, sections };
}

/** How a hurried reader types: Arabic ي/ك, no zero-width non-joiners. */
const arabicTyping = (text) =>
  text
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/\u200C/g, '');

function htmlFile(route) {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((c) => path.join(PUBLIC, c)).find((f) => fs.existsSync(f));
}

describe('search', () => {
  let server;
  let browser;
  const index = readIndex();
  // The target: a heading that only one section has, written with ی or ک (so the Arabic spelling differs),
  // ZWNJ preferred; while the content has no such heading, a page title of that kind (the page's top).
  const counts = new Map();
  const label = (s) => s.heading || s.pageTitle;
  for (const s of index.sections) counts.set(label(s), (counts.get(label(s)) || 0) + 1);
  const pick = (list) =>
    list.find((s) => s.heading.includes('\u200C') || (!s.anchor && s.pageTitle.includes('\u200C'))) || list[0];
  const unique = index.sections.filter(
    (s) => counts.get(label(s)) === 1 && /[یک]/.test(label(s)) && label(s).length > 6,
  );
  const target = pick(unique.filter((s) => s.anchor)) || pick(unique.filter((s) => !s.anchor));
  const targetHref = target && (target.anchor ? `${target.route}#${encodeURIComponent(target.anchor)}` : target.route);

  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('indexes every page, and every heading anchor exists in the built page', () => {
    const routes = new Set(index.sections.map((s) => s.route));
    assert.ok(routes.size >= 40, `${routes.size} pages indexed`);
    for (const s of index.sections.filter((x) => x.anchor)) {
      const file = htmlFile(s.route);
      assert.ok(file, `built page for ${s.route}`);
      assert.ok(
        fs.readFileSync(file, 'utf8').includes(`id="${s.anchor}"`),
        `${s.route} has a heading with id "${s.anchor}"`,
      );
    }
  });

  it('Ctrl+K opens the dialog, an Arabic-letter query without ZWNJ finds its section, Enter lands on the heading', async () => {
    assert.ok(target, 'a searchable heading exists');
    const { page, context } = await openPage(browser, server.origin + '/introduction');
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    assert.equal(
      requests.filter((u) => u.includes('search-index')).length,
      0,
      'the index is not fetched before search is opened',
    );

    await openSearchByShortcut(page);
    const dialog = page.getByRole('dialog', { name: 'جست‌وجو در مستندات' });
    await dialog.waitFor();
    const input = page.getByRole('combobox', { name: 'عبارت جست‌وجو' });
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'the search field has focus');

    const query = arabicTyping(label(target));
    assert.notEqual(query, label(target));
    await input.fill(query);
    const first = page.getByRole('option').first();
    await first.waitFor();
    assert.equal(await first.getAttribute('href'), targetHref, `"${query}" finds ${targetHref} first`);
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    assert.ok((await first.locator('mark').count()) > 0, 'the match is highlighted');
    assert.match((await page.getByRole('status').last().textContent()) ?? '', /نتیجه در/);

    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === target.route && decodeURIComponent(url.hash) === (target.anchor ? `#${target.anchor}` : ''),
    );
    const landing = target.anchor || 'main-content';
    const heading = target.anchor ? page.locator(`[id="${target.anchor}"]`) : page.locator('main h1').first();
    await heading.waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === id, landing);
    const box = await heading.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 500, `the heading is in view (y=${box?.y})`);
    assert.equal(await page.getByRole('dialog').count(), 0, 'the dialog closed');

    const indexRequests = requests.filter((u) => u.includes('search-index'));
    assert.deepEqual(
      indexRequests.filter((u) => u.endsWith('.json') && !u.includes(index.base)),
      [`${server.origin}/${index.name}`],
      'the hashed index entry is fetched once from our origin',
    );
    const shards = indexRequests.filter((u) => u.includes(index.base));
    assert.ok(
      shards.length > 0 && shards.length === new Set(shards).size,
      `the query fetched its shards once each (${shards.length})`,
    );
    const allShards = fs.readdirSync(path.join(PUBLIC, index.base)).length;
    assert.ok(
      shards.length < allShards / 2,
      `a query fetches a part of the index (${shards.length} of ${allShards} files)`,
    );
    const foreign = requests.filter((u) => !u.startsWith(server.origin) && !/^(data|blob):/.test(u));
    assert.deepEqual(foreign, [], 'no request leaves our origin');
    await context.close();
  });

  it('finds a page by the word a reader types for its term (the synonyms of content/terms.json)', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, index.name), 'utf8'));
    assert.ok(Object.keys(manifest.synonyms ?? {}).length > 0, 'the entry file carries the synonym table');
    // Loanwords in Persian letters («امبدینگ», «پستمن», «سشن»): words the docs do not use, so only the table finds them.
    const loanwords = JSON.parse(fs.readFileSync('tools/search-queries.json', 'utf8')).queries.filter(
      (q) => q.kind === 'loanword' && !q.query.includes(' '),
    );
    assert.ok(loanwords.length >= 3);
    const { page, context } = await openPage(browser, server.origin + '/');
    await openSearchByShortcut(page);
    const input = page.getByRole('combobox');
    for (const { query, expect } of loanwords.slice(0, 3)) {
      await input.fill(query);
      await page.waitForFunction(
        (routes) =>
          [...document.querySelectorAll('[role="option"]')].some((o) =>
            routes.includes(new URL(/** @type {HTMLAnchorElement} */ (o).href).pathname),
          ),
        expect,
        { timeout: 10_000 },
      );
    }
    await context.close();
  });

  it('Escape closes the dialog and returns focus to the search button; / and the button open it too', async () => {
    const { page, context } = await openPage(browser, server.origin + '/');
    const button = page.getByRole('button', { name: /^جست‌وجو/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await page.getByRole('dialog').waitFor();
    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
        'focus stays in the dialog',
      );
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('finds English terms and paths as typed, and moves with the arrow keys', async () => {
    const { page, context } = await openPage(browser, server.origin + '/');
    await openSearchByShortcut(page);
    const input = page.getByRole('combobox');
    await input.fill('API');
    await page.getByRole('option').first().waitFor();
    const options = page.getByRole('option');
    assert.ok((await options.count()) > 1);
    await page.keyboard.press('ArrowDown');
    assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
    await context.close();
  });

  it('has no axe-core violations with results open, in light and dark colours', async () => {
    for (const theme of ['light', 'dark']) {
      const { page, context } = await openPage(browser, server.origin + '/');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await openSearchByShortcut(page);
      await page.getByRole('combobox').fill(arabicTyping(label(target)));
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      assert.deepEqual(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        `${theme} theme`,
      );
      await context.close();
    }
  });

  it('shows Retry when the index cannot be loaded, and recovers', async () => {
    const { page, context } = await openPage(browser, server.origin + '/introduction');
    let fail = true;
    await page.route('**/search-index.*.json', (route) => (fail ? route.abort() : route.continue()));
    await openSearchByShortcut(page);
    const retry = page.getByRole('button', { name: 'تلاش دوباره' });
    await retry.waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /ناموفق/);
    fail = false;
    await retry.click();
    await retry.waitFor({ state: 'detached' });
    await page.getByRole('combobox').fill(arabicTyping(label(target)));
    await page.getByRole('option').first().waitFor();
    await context.close();
  });

  it('works on a phone: full-screen dialog, tap a result to go to it', async () => {
    const { page, context } = await openPage(browser, server.origin + '/', {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const button = page.getByRole('button', { name: /^جست‌وجو/ });
    await button.tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box && box.width >= 370 && box.height >= 700, `full screen (${box?.width}×${box?.height})`);
    // Nothing sticks out sideways, however long the words and URLs in the snippets.
    const fits = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="dialog"] *')].every((el) => {
          const r = el.getBoundingClientRect();
          return r.width === 0 || (r.left >= -1 && r.right <= window.innerWidth + 1);
        }),
      );
    await page.getByRole('combobox').fill(arabicTyping(label(target)));
    const first = page.getByRole('option').first();
    await first.waitFor();
    assert.ok(await fits(), 'the dialog fits the phone width');
    await first.tap();
    await page.waitForURL((url) => url.pathname === target.route);
    await context.close();
  });
});
