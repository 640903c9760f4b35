// The authoring features on /markdown-page in both colour modes, and the static price list on /pricing,
// checked in chromium against the production build in ./public.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openSite, SPEC_ROUTES } from './helpers.mjs';

/** The colour mode is stored under this localStorage key (light | dark | system) and applied as data-theme on <html>. */
const THEME_KEY = 'theme';

const ADMONITIONS = [
  ['tip', 'نکته'],
  ['note', 'یادداشت'],
  ['info', 'اطلاعات'],
  ['warning', 'هشدار'],
  ['danger', 'خطر'],
];

/** Opens `route` with the colour mode stored before any script of the page runs. */
async function openInMode(browser, origin, route, mode, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: 'fa-IR' });
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage may be unavailable; the page must still render.
      }
    },
    [THEME_KEY, mode],
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(origin + route, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200, route);
  const applied = await page.getAttribute('html', 'data-theme');
  if (applied !== mode) {
    // Until the colour-mode script ships, no page applies the stored mode: apply it the way that script
    // will, so the content is still checked in both palettes. Once the script is in the HTML, the stored
    // mode must be what the page applied.
    const html = await (await fetch(origin + route)).text();
    const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const modeScript = inlineScripts.some(
      (code) => /localStorage/.test(code) && /data-theme|dataset\.theme/.test(code),
    );
    assert.ok(!modeScript, `${route}: the stored mode "${mode}" was not applied (data-theme="${applied}")`);
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  }
  return { context, page, errors };
}

/** WCAG contrast ratio of an element's text colour against the first opaque background behind it. */
async function contrastOf(locator) {
  return locator.evaluate((el) => {
    const parse = (c) => (c.match(/[\d.]+/g) || []).map(Number);
    let bg = null;
    for (let node = el; node; node = node.parentElement) {
      const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
      if (a > 0.9) {
        bg = [r, g, b];
        break;
      }
    }
    bg = bg || [255, 255, 255];
    const fg = parse(getComputedStyle(el).color).slice(0, 3);
    const lum = (/** @type {number[]} */ [r, g, b]) => {
      const f = (v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
}

describe('content features on /markdown-page', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  for (const mode of ['light', 'dark']) {
    it(`renders admonitions with their Persian labels, readable in ${mode} mode`, async () => {
      const { context, page, errors } = await openInMode(browser, server.origin, '/markdown-page', mode);
      for (const [kind, label] of ADMONITIONS) {
        const box = page.locator(`main [role="note"][data-admonition="${kind}"]`).filter({ hasText: label }).first();
        await box.waitFor({ state: 'visible' });
        assert.equal(await box.getAttribute('aria-label'), label, `${kind} is labelled «${label}»`);
        const heading = box.locator('p').first();
        assert.equal((await heading.textContent())?.trim(), label);
        const ratio = await contrastOf(heading);
        assert.ok(ratio >= 4.5, `${kind} label contrast ${ratio.toFixed(2)} in ${mode} mode`);
        const body = box.locator('p').nth(1);
        assert.ok((await contrastOf(body)) >= 4.5, `${kind} body is readable in ${mode} mode`);
      }
      // A custom title replaces the default label.
      const custom = page.locator('main [role="note"][aria-label="عنوان دلخواه"]').last();
      assert.equal(await custom.getAttribute('data-admonition'), 'tip');
      // Two palettes, two looks: the tip's background follows the mode.
      const background = await page
        .locator('main [data-admonition="tip"]')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.ok(background !== 'rgba(0, 0, 0, 0)', 'the tip has a background of its own');
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(`switches tabs and shows code titles and highlighted lines in ${mode} mode`, async () => {
      const { context, page, errors } = await openInMode(browser, server.origin, '/markdown-page', mode);
      const tablist = page.locator('main [role="tablist"]').first();
      const tabs = tablist.getByRole('tab');
      assert.deepEqual(
        (await tabs.allTextContents()).map((t) => t.trim()),
        ['cURL', 'Python', 'JavaScript'],
      );
      const python = tablist.getByRole('tab', { name: 'Python' });
      await python.click();
      // A press before the page's code has come is replayed once the tabs have hydrated: the reader sees it a
      // moment later.
      await tablist.locator('[role="tab"][aria-selected="true"]', { hasText: 'Python' }).waitFor();
      assert.equal(await python.getAttribute('aria-selected'), 'true');
      const panel = page.locator(`[id="${await python.getAttribute('aria-controls')}"]`);
      await panel.waitFor({ state: 'visible' });
      assert.match((await panel.textContent()) ?? '', /import requests/);
      const curlTab = tablist.getByRole('tab', { name: 'cURL' });
      assert.equal(await curlTab.getAttribute('aria-selected'), 'false');
      assert.equal(await page.locator(`[id="${await curlTab.getAttribute('aria-controls')}"]`).isVisible(), false);

      // The fence `python title="ارسال پیام" {8-10}` renders its title and three highlighted lines, LTR.
      const block = page
        .locator('main [data-language="python"]')
        .filter({ hasText: 'ارسال پیام' })
        .filter({ hasText: 'print(reply' });
      assert.equal(await block.count(), 1);
      const title = block.getByText('ارسال پیام', { exact: true });
      assert.ok(await title.isVisible(), 'the code title is shown');
      assert.ok((await contrastOf(title)) >= 4.5, `the code title is readable in ${mode} mode`);
      assert.equal(await block.locator('.gatsby-highlight-code-line').count(), 3);
      assert.equal(await block.locator('pre').evaluate((el) => getComputedStyle(el).direction), 'ltr');
      assert.ok((await contrastOf(block.locator('pre code').first())) >= 4.5, `code is readable in ${mode} mode`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('shows the figure with its caption and a loaded image', async () => {
    const { context, page } = await openInMode(browser, server.origin, '/markdown-page', 'light');
    const figure = page.getByRole('figure', { name: /چت‌بات یک بار ساخته می‌شود/ });
    await figure.scrollIntoViewIfNeeded();
    const img = figure.getByRole('img');
    await img.evaluate((el) =>
      el.complete ? null : new Promise((resolve) => el.addEventListener('load', resolve, { once: true })),
    );
    assert.ok((await img.evaluate((el) => el.naturalWidth)) > 0, 'the image loaded');
    assert.match((await img.getAttribute('alt')) ?? '', /نمودار/);
    await context.close();
  });

  it('keeps a wide table inside its own scrollable, focusable group on a phone', async () => {
    const { context, page } = await openInMode(browser, server.origin, '/markdown-page', 'light', {
      width: 360,
      height: 780,
    });
    const region = page
      .locator('main [role="group"][tabindex="0"]')
      .filter({ has: page.locator('table') })
      .first();
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    assert.ok(scrollWidth > clientWidth, `the table scrolls (${scrollWidth} > ${clientWidth})`);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(pageOverflow <= 0, `the page itself does not scroll sideways (${pageOverflow}px)`);
    await context.close();
  });
});

describe('links inside the core pages', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('every in-page #anchor of the core pages names an element of the page', async () => {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    for (const route of ['/', '/introduction', '/workflow', '/pricing', '/markdown-page', '/disable.index']) {
      await page.goto(server.origin + route, { waitUntil: 'domcontentloaded' });
      const missing = await page
        .locator('main a[href^="#"]')
        .evaluateAll((links) =>
          links
            .map((a) => decodeURIComponent(a.getAttribute('href').slice(1)))
            .filter((id) => id && !document.getElementById(id)),
        );
      assert.deepEqual(missing, [], `${route} links to anchors it does not have`);
    }
    await context.close();
  });

  it('every link to another page’s #anchor names an element of that page', async () => {
    const ids = new Map();
    const idsOf = async (route) => {
      if (!ids.has(route)) {
        const html = await (await fetch(server.origin + route)).text();
        ids.set(
          route,
          new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeURIComponent(m[1].replace(/&amp;/g, '&')))),
        );
      }
      return ids.get(route);
    };
    const broken = [];
    let checked = 0;
    for (const route of SPEC_ROUTES) {
      const html = await (await fetch(server.origin + route)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const m of main.matchAll(/<a[^>]+href="(\/[^"#]*)#([^"]+)"/g)) {
        const [path, hash] = [m[1], m[2].replace(/&amp;/g, '&')];
        const href = `${path}#${hash}`;
        const target = path.length > 1 ? path.replace(/\/$/, '') : path;
        if (target === route) continue;
        checked += 1;
        if (!(await idsOf(target)).has(decodeURIComponent(hash))) broken.push(`${route} → ${decodeURIComponent(href)}`);
      }
    }
    assert.deepEqual([...new Set(broken)], []);
    assert.ok(checked > 20, `links to anchors of other pages checked: ${checked}`);
  });

  it('the «نیازمند بازبینی» mark is a link to its legend, named by its label and described in one sentence', async () => {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(server.origin + '/api/session', { waitUntil: 'networkidle' });
    const marks = page.getByRole('link', { name: 'نیازمند بازبینی', exact: true });
    assert.ok((await marks.count()) > 5, 'the reference marks what is not confirmed');
    const mark = marks.first();
    assert.equal(decodeURIComponent(await mark.getAttribute('href')), '/introduction#برچسب-نیازمند-بازبینی');
    assert.match(await mark.evaluate((el) => el.title), /تأیید نشده/);
    await mark.click();
    await page.waitForURL(/\/introduction/);
    await page.waitForFunction(() => document.getElementById(decodeURIComponent(location.hash.slice(1))));
    const legend = await page.evaluate(
      () => document.getElementById(decodeURIComponent(location.hash.slice(1))).textContent,
    );
    assert.match(legend, /نیازمند بازبینی/);
    await context.close();
  });
});

describe('the price list on /pricing', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('renders one dated USD table per category, built in (no price request at run time)', async () => {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(server.origin + '/pricing', { waitUntil: 'networkidle' });
    const tables = page.locator('main [data-pricing-category] table');
    assert.equal(await tables.count(), 6);
    assert.deepEqual(
      await page
        .locator('main [data-pricing-category]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-pricing-category'))),
      ['llm', 'embedding', 'imaginator', 'transcriptor', 'audiotor', 'videonator'],
    );
    const captions = await page.locator('main [data-pricing-category] table caption').allTextContents();
    assert.equal(captions.length, 6);
    for (const caption of captions) {
      assert.match(caption, /دلار آمریکا/);
      assert.match(caption, /[۰-۹]{4}/, `caption «${caption}» carries the Persian-calendar date`);
    }
    assert.ok(
      !requests.some(
        (u) =>
          /pricing/.test(new URL(u).pathname) &&
          !/^\/pricing\/?$/.test(new URL(u).pathname) &&
          !/page-data|\.js$/.test(u),
      ),
      'no price data is fetched',
    );
    assert.ok(
      requests.every((u) => u.startsWith(server.origin)),
      'no request leaves the site',
    );
    await context.close();
  });

  it('writes numbers in the prose in Persian digits', async () => {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(server.origin + '/pricing', { waitUntil: 'networkidle' });
    const prose = await page.locator('main p, main li').evaluateAll((nodes) =>
      nodes
        .filter((n) => !n.closest('table, pre, [data-language]'))
        .map((n) => {
          const clone = n.cloneNode(true);
          clone.querySelectorAll('code').forEach((c) => c.remove());
          return clone.textContent;
        }),
    );
    const text = prose.join('\n');
    assert.match(text, /۰٫۱۶۵/, 'the worked example shows the gpt-4o-mini input price');
    assert.match(text, /۰٫۰۰۰۶۶/, 'and its result');
    assert.deepEqual(
      prose.filter((p) => /[0-9]/.test(p)),
      [],
      'prose outside code carries no ASCII digits',
    );
    await context.close();
  });

  it('shows provider and model ids left to right and prices in Persian digits', async () => {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(server.origin + '/pricing', { waitUntil: 'networkidle' });
    const model = page.locator('main').getByRole('rowheader', { name: 'gpt-4o-mini', exact: true });
    assert.equal(await model.getAttribute('dir'), 'ltr');
    assert.equal(await model.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    const ids = await page.locator('main table th[scope="row"]').allTextContents();
    assert.ok(ids.length >= 6);
    for (const id of ids) assert.match(id.trim(), /^[\x21-\x7e]+$/, `model id «${id}» is ASCII`);
    const row = model.locator('xpath=ancestor::tr');
    const cells = await row.locator('td').allTextContents();
    assert.equal(cells[0].trim(), 'openai');
    assert.deepEqual(
      cells.slice(1).map((c) => c.trim()),
      ['۰٫۱۶۵', '۰٫۶۶', 'فهرست قیمت متیس'],
    );
    await context.close();
  });

  it('scrolls the table inside its region on a phone instead of widening the page', async () => {
    const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(server.origin + '/pricing', { waitUntil: 'networkidle' });
    const region = page.locator('main [data-pricing-category="llm"]');
    assert.equal(await region.getAttribute('tabindex'), '0');
    assert.match((await region.getAttribute('aria-label')) ?? '', /مدل‌های زبانی/);
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    assert.ok(scrollWidth > clientWidth, `the price table scrolls (${scrollWidth} > ${clientWidth})`);
    await region.focus();
    await page.keyboard.press('ArrowLeft');
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0);
    await context.close();
  });
});
