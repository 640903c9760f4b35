// Without JavaScript every code sample is visible (tab panels stacked, each under its label) and the
// mobile menu opens (a native disclosure). With JavaScript the same markup hydrates without mismatches
// and the scripted tabs and drawer take over.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openSite } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
const API_PAGE = '/api/session';

describe('without JavaScript, and with it on the same markup', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('shows every code-tab panel, stacked, each under its label; no tab buttons that cannot work', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(server.origin + API_PAGE, { waitUntil: 'load' });
    const panels = page.locator('[role="tabpanel"]');
    const count = await panels.count();
    assert.ok(count >= 12, `the API page has code tabs (${count} panels)`);
    const report = await panels.evaluateAll((els) =>
      els.map((el) => {
        const label = el.firstElementChild;
        const code = el.querySelector('pre');
        return {
          visible: el.getBoundingClientRect().height > 0 && getComputedStyle(el).display !== 'none',
          label: label && getComputedStyle(label).display !== 'none' ? label.textContent.trim() : null,
          labelAboveCode: Boolean(
            label && code && label.getBoundingClientRect().bottom <= code.getBoundingClientRect().top + 1,
          ),
        };
      }),
    );
    assert.deepEqual(
      report.filter((p) => !p.visible || !p.label || !p.labelAboveCode),
      [],
      'every panel visible with its label above its code',
    );
    const tabLists = await page
      .locator('[role="tablist"]')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
    assert.equal(tabLists, 0);
    await context.close();
  });

  it('opens the mobile menu: the sidebar as it stands at load and the navbar items, links that work', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(server.origin + '/introduction', { waitUntil: 'load' });
    const menu = page.locator('summary[aria-label="باز کردن منوی ناوبری"]');
    assert.ok(await menu.isVisible(), 'the menu control is there on a phone');
    const panelLinks = page.locator('[data-testid="menu-fallback"] nav a');
    assert.equal(await panelLinks.first().isVisible(), false, 'closed at first');
    await menu.click();
    const hrefs = await panelLinks.evaluateAll((els) =>
      els.filter((a) => a.getBoundingClientRect().height > 0).map((a) => a.getAttribute('href')),
    );
    assert.ok(hrefs.length >= 30, `the sidebar's pages are listed (${hrefs.length})`);
    assert.ok(
      hrefs.includes('/api/audio') && hrefs.includes('/concepts/corpora'),
      'pages of the categories open at load',
    );
    // The types category is closed at load (its _category_.json): one link, to its first page.
    const types = page.locator('[data-testid="menu-fallback"] nav a', { hasText: 'ساختار داده‌ها' });
    const firstType = await types.getAttribute('href');
    assert.match(firstType, /^\/types\//);
    assert.equal(hrefs.filter((h) => h.startsWith('/types/')).length, 1, 'no other page of a closed category');
    assert.ok(
      await page.locator('[data-testid="menu-fallback"] a[href="https://console.metisai.ir/login"]').isVisible(),
    );
    assert.equal(
      await page.locator('[data-testid="menu-fallback"] a[aria-current="page"]').getAttribute('href'),
      '/introduction',
    );
    await types.click();
    await page.waitForURL('**' + firstType);
    await page.locator('summary[aria-label="باز کردن منوی ناوبری"]').click();
    const typeLinks = await panelLinks.evaluateAll(
      (els) =>
        els.filter((a) => a.getBoundingClientRect().height > 0 && a.getAttribute('href').startsWith('/types/')).length,
    );
    assert.ok(typeLinks >= 5, `on a type page its category lists its pages (${typeLinks})`);
    assert.equal(
      await page.locator('[data-testid="menu-fallback"] a[aria-current="page"]').getAttribute('href'),
      firstType,
    );
    await page.locator('[data-testid="menu-fallback"] nav a[href="/api/audio"]').click();
    await page.waitForURL('**/api/audio');
    // Closes again with the same control.
    await page.locator('summary[aria-label="باز کردن منوی ناوبری"]').click();
    await page.locator('summary[aria-label="باز کردن منوی ناوبری"]').click();
    assert.equal(await page.locator('[data-testid="menu-fallback"] nav a').first().isVisible(), false);
    await context.close();
  });

  it('with JavaScript: hydrates without mismatches; one panel per tab group shows, and the scripted menu replaces the disclosure', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fa-IR' });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat|did not match/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(server.origin + API_PAGE, { waitUntil: 'networkidle' });
    // The scripted menu button, once hydrated (the search button, also a dialog's, is in the static HTML):
    // the navbar's code comes at the reader's first interaction.
    await page.keyboard.press('Shift');
    await page.getByRole('button', { name: 'باز کردن منوی ناوبری' }).waitFor();
    assert.deepEqual(problems, []);
    assert.equal(await page.locator('[data-testid="menu-fallback"]').count(), 0);
    const groups = await page.locator('[role="tablist"]').count();
    const shown = await page
      .locator('[role="tabpanel"]')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
    assert.equal(shown, groups, 'one visible panel per tab group');
    const labels = await page
      .locator('[role="tabpanel"] > p:first-child')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
    assert.equal(labels, 0, 'the no-JS labels stay hidden');
    await page.getByRole('button', { name: 'باز کردن منوی ناوبری' }).click();
    await page.getByRole('dialog', { name: 'منوی ناوبری' }).waitFor();
    await context.close();
  });
});
