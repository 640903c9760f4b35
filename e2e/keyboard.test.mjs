// Keyboard-only walk-throughs in chromium over the production build: a reader who never touches the
// mouse reaches and uses the sidebar, search, tabs, copy buttons, the colour toggle, the announcement's
// close button and the phone drawer with Tab, Shift+Tab, Enter, Space, arrows and Escape, and sees where
// focus is at every step. The skip link is walked in e2e/interface.test.mjs; the search dialog's focus
// trap, Ctrl+K and the first result in e2e/search.test.mjs; the drawer's focus trap there too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openPage, openSearchByShortcut, openSite, settled } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };

let site;
before(async () => (site = await openSite()));
after(() => closeSite(site));
const url = (route) => site.server.origin + route;

/**
 * A page once it has hydrated and settled: the keys pressed next act through React's handlers, which a
 * loaded machine can attach after `networkidle` (a press before them does nothing, and the assertion after it
 * fails on a page that works).
 */
async function open(route, options) {
  const opened = await openPage(site.browser, url(route), options);
  await settled(opened.page);
  return opened;
}

/** What has focus, and whether a sighted keyboard user can see it (outline or focus shadow). */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      tag: el.tagName,
      text: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 60),
      ring,
      isBody: el === document.body,
    };
  });

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, checking at every stop that
 * focus is visible; fails after `max` presses. Returns how many presses it took.
 */
async function tabTo(page, selector, { max = 120, back = false } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.isBody) assert.ok(now.ring, `focus is visible on <${now.tag}> «${now.text}»`);
    if (await page.evaluate((s) => document.activeElement.matches(s), selector)) return presses;
  }
  assert.fail(`${selector} not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

describe('keyboard only', () => {
  it('sidebar: Enter and Space open and close a category, Enter follows a link, the page changes in place', async () => {
    const { page, context } = await open('/concepts/function');
    await page.evaluate(() => (window.__samePage = true));
    await tabTo(page, 'aside button[aria-expanded="false"]');
    const label = (await focused(page)).text;
    await page.keyboard.press('Enter');
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute('aria-expanded')),
      'true',
      `«${label}» opened`,
    );
    await page.keyboard.press('Space');
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute('aria-expanded')),
      'false',
      `«${label}» closed with Space`,
    );
    await page.keyboard.press('Enter');
    // The first link inside the category is next in tab order.
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement.getAttribute('href'));
    assert.match(href, /^\/[a-z]/, `a page link after «${label}»`);
    assert.ok(await page.evaluate(() => !!document.activeElement.closest('aside')));
    await page.keyboard.press('Enter');
    await page.waitForURL(url(href));
    assert.equal(await page.locator('aside [aria-current="page"]').getAttribute('href'), href);
    assert.equal(await page.evaluate(() => window.__samePage), true, 'a client-side route change');
    await context.close();
  });

  it('search: Escape returns focus to where it was; arrows pick a result and Enter goes to it', async () => {
    const { page, context } = await open('/introduction');
    // From a sidebar link, open search with the shortcut, and close it again.
    await tabTo(page, 'aside a[href^="/"]:not([href="/"])');
    const before = await page.evaluate(() => document.activeElement.getAttribute('href'));
    await openSearchByShortcut(page);
    const input = page.getByRole('combobox');
    await input.waitFor();
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'focus moves into the field');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((h) => document.activeElement?.getAttribute('href') === h, before);

    // Back up to the search button with Shift+Tab; Enter opens it.
    await tabTo(page, 'header button[aria-keyshortcuts]', { back: true });
    await page.keyboard.press('Enter');
    await input.waitFor();
    await page.keyboard.type('API');
    const options = page.getByRole('option');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = options.nth(1);
    assert.equal(await chosen.getAttribute('aria-selected'), 'true');
    assert.equal(await input.getAttribute('aria-activedescendant'), await chosen.getAttribute('id'));
    const target = new URL(await chosen.getAttribute('href'), url('/'));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === target.pathname && u.hash === target.hash);
    assert.equal(await page.getByRole('dialog').count(), 0);
    // The URL changes when the route has loaded; the page renders after it, and focus moves to the result's
    // heading (the main region for a page's introduction) once it has, however long that takes.
    const id = target.hash ? decodeURIComponent(target.hash.slice(1)) : 'main-content';
    const landed = await page
      .waitForFunction((want) => document.activeElement?.id === want, id, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    assert.ok(landed, `focus lands on #${id}, not on ${JSON.stringify(await focused(page))}`);
    assert.equal((await focused(page)).isBody, false, 'focus lands on the page, not nowhere');
    await context.close();
  });

  it('tabs: one tab stop, arrows move in reading order (RTL), Home and End, Tab leaves for the panel', async () => {
    const { page, context } = await open('/markdown-page');
    await tabTo(page, 'main [role="tab"]');
    const tablist = page.locator('main [role="tablist"]').first();
    const names = (await tablist.getByRole('tab').allTextContents()).map((t) => t.trim());
    const current = () =>
      page.evaluate(() => ({
        name: document.activeElement.textContent.trim(),
        selected: document.activeElement.getAttribute('aria-selected'),
      }));
    assert.deepEqual(await current(), { name: names[0], selected: 'true' });
    // In a right-to-left page the next tab is on the left.
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await current(), { name: names[1], selected: 'true' });
    const panel = page.locator(
      `[id="${await tablist.getByRole('tab', { name: names[1] }).getAttribute('aria-controls')}"]`,
    );
    assert.ok(await panel.isVisible(), 'its panel is shown');
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await current(), { name: names[0], selected: 'true' });
    await page.keyboard.press('End');
    assert.deepEqual(await current(), { name: names.at(-1), selected: 'true' });
    await page.keyboard.press('Home');
    assert.deepEqual(await current(), { name: names[0], selected: 'true' });
    // Tab goes on from the selected tab, past the others, into the panel's content.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), null);
    assert.ok(await page.evaluate(() => !document.activeElement.closest('[role="tablist"]')));
    await context.close();
  });

  it('copy buttons: Enter copies the code shown and says so', async () => {
    const { page, context } = await open('/markdown-page', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await tabTo(page, 'main [data-language] button');
    const code = await page.evaluate(
      () => document.activeElement.closest('[data-language]').querySelector('pre').textContent,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement.textContent.trim() === 'کپی شد');
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute('aria-label')),
      'کپی شد',
      'its name says what it shows',
    );
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    assert.ok(code.length > 10);
    await context.close();
  });

  it('colour toggle: Enter and Space cycle light, dark and system, and the name says which', async () => {
    const { page, context } = await open('/introduction', { colorScheme: 'dark' });
    await tabTo(page, 'header button[data-color-mode]');
    const state = () =>
      page.evaluate(() => [document.documentElement.dataset.theme, document.activeElement.getAttribute('aria-label')]);
    assert.deepEqual(await state(), ['light', 'تغییر حالت رنگ (اکنون: روشن)']);
    await page.keyboard.press('Enter');
    assert.deepEqual(await state(), ['dark', 'تغییر حالت رنگ (اکنون: تیره)']);
    await page.keyboard.press('Space');
    assert.deepEqual(await state(), ['dark', 'تغییر حالت رنگ (اکنون: هماهنگ با سیستم)']);
    await page.keyboard.press('Enter');
    assert.deepEqual(await state(), ['light', 'تغییر حالت رنگ (اکنون: روشن)']);
    assert.ok((await focused(page)).ring, 'focus stays, visible, on the toggle');
    await context.close();
  });

  it('announcement: its close button is reached from the top, Enter closes it, and Tab goes on from there', async () => {
    const { page, context } = await open('/introduction');
    const presses = await tabTo(page, '[data-announcement-id] button');
    assert.ok(presses <= 4, `the close button is near the top (${presses} presses)`);
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-announcement-id]').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    // Focus was on the removed button: the next Tab continues from where the bar was, in the navbar.
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => !!document.activeElement.closest('header')),
      `Tab goes on into the navbar, not to «${(await focused(page)).text}»`,
    );
    await context.close();
  });

  it('phone drawer: Enter opens it with focus inside, Enter on a link follows it and closes the drawer', async () => {
    const { page, context } = await open('/api/bot', { viewport: PHONE });
    await tabTo(page, 'header button[aria-label="باز کردن منوی ناوبری"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'منوی ناوبری' });
    await dialog.waitFor();
    assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus moves into the drawer');
    await tabTo(page, '[role="dialog"] a[href="/introduction"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/introduction'));
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), '', 'the page scrolls again');
    await context.close();
  });
});
