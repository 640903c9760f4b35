// The three things a black-box reading of the spec found wrong, as a reader and a screen reader get them
// in chromium: breadcrumbs on the docs home, the docs home link named exactly «شروع», and the search
// button named by its visible words. Names and descriptions are read from chromium's own accessibility
// tree (what screen readers are given), not only through playwright's role queries.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { closeSite, openPage, openSite, settled } from './helpers.mjs';

const spec = JSON.parse(fs.readFileSync(new URL('../spec/constants.json', import.meta.url), 'utf8'));
const START = spec.strings.find((s) => s.id === 'docsHomeLabel').fa;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Name, description and role chromium computes for the first element matching `selector`. */
async function accessibility(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    assert.ok(nodeId, `${selector} is on the page`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return {
      role: node.role?.value,
      name: node.name?.value ?? '',
      description: node.description?.value ?? '',
      ignored: node.ignored,
    };
  } finally {
    await cdp.detach();
  }
}

let site;
before(async () => (site = await openSite()));
after(() => closeSite(site));
const url = (route) => site.server.origin + route;

describe('breadcrumbs on the docs home', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the home icon, then «${START}» as the current page, at ${viewport.width} px`, async () => {
      const { page, context } = await openPage(site.browser, url('/'), { viewport });
      const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
      assert.ok(await crumbs.isVisible(), 'the breadcrumbs are shown');
      const items = crumbs.getByRole('listitem');
      assert.equal(await items.count(), 2);
      // First: the home icon, a link home that a screen reader names.
      const home = items.nth(0).getByRole('link');
      assert.equal(await home.getAttribute('href'), '/');
      assert.ok(await home.locator('svg[data-icon="home"]').isVisible(), 'the home icon is drawn');
      assert.equal((await home.innerText()).trim(), '', 'the icon alone, no text beside it');
      const homeNode = await accessibility(page, 'nav[aria-label="مسیر صفحه"] li:first-child a');
      assert.deepEqual([homeNode.role, homeNode.name], ['link', 'صفحه‌ی شروع']);
      // Then «شروع», the page itself, after the icon in reading (right-to-left) order.
      const current = items.nth(1).locator('[aria-current="page"]');
      assert.equal((await current.innerText()).trim(), START);
      const [iconBox, currentBox] = [await home.boundingBox(), await current.boundingBox()];
      assert.ok(iconBox.x > currentBox.x, 'the icon comes first, on the right');
      // The same trail in the static HTML, before any script runs.
      const html = await (await fetch(url('/'))).text();
      assert.match(html, /<nav aria-label="مسیر صفحه">.*data-icon="home".*aria-current="page">شروع</s);
      await context.close();
    });
  }

  it('keeps home › category › page on other pages', async () => {
    const { page, context } = await openPage(site.browser, url('/api/bot'));
    const items = page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('listitem');
    assert.deepEqual(
      (await items.allInnerTexts()).map((t) => t.trim()),
      ['', 'مرجع API', 'مدیریت چت‌بات'],
    );
    assert.ok(await items.nth(0).locator('a[href="/"] svg[data-icon="home"]').count());
    await context.close();
  });
});

describe('the docs home link', () => {
  it(`is named exactly «${START}» in the sidebar, the drawer and the footer, with where it goes as its description`, async () => {
    const { page, context } = await openPage(site.browser, url('/introduction'));
    for (const selector of ['aside nav a[href="/"]', 'footer a[href="/"]']) {
      const node = await accessibility(page, selector);
      assert.deepEqual(
        { role: node.role, name: node.name, description: node.description },
        { role: 'link', name: START, description: 'صفحه‌ی نخست مستندات' },
        selector,
      );
    }
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'فهرست مستندات' });
    assert.equal(await sidebar.getByRole('link', { name: START, exact: true }).getAttribute('href'), '/');
    // On screen it reads «شروع» only.
    const box = await sidebar.locator('a[href="/"]').boundingBox();
    const visible = await page.evaluate(({ x, y, width, height }) => {
      const a = document.elementFromPoint(x + width / 2, y + height / 2).closest('a');
      const shown = [...a.childNodes].filter(
        (n) => n.nodeType === 3 || getComputedStyle(/** @type {Element} */ (n)).clip !== 'rect(0px, 0px, 0px, 0px)',
      );
      return shown
        .map((n) => n.textContent)
        .join('')
        .trim();
    }, box);
    assert.equal(visible, START);
    await context.close();

    const phone = await openPage(site.browser, url('/introduction'), { viewport: PHONE });
    // The drawer opens through React's handler: pressed before hydration, nothing opens.
    await settled(phone.page);
    await phone.page.getByRole('button', { name: 'باز کردن منوی ناوبری' }).click();
    const drawerNode = await accessibility(phone.page, '[role="dialog"] nav a[href="/"]');
    assert.deepEqual([drawerNode.name, drawerNode.description], [START, 'صفحه‌ی نخست مستندات']);
    await phone.context.close();
  });

  it('leaves the not-found page’s «بازگشت به صفحه‌ی شروع» as it is', async () => {
    const { page, context } = await openPage(site.browser, url('/no/such/page'));
    assert.equal(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'بازگشت به صفحه‌ی شروع', exact: true })
        .getAttribute('href'),
      '/',
    );
    await context.close();
  });
});

describe('the search button', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`is named by the words it shows, in their order, at ${viewport.width} px (WCAG 2.5.3)`, async () => {
      const { page, context } = await openPage(site.browser, url('/concepts/qa'), { viewport });
      const selector = 'header button[aria-keyshortcuts]';
      const button = page.locator(selector);
      // The words a sighted reader sees on the button, in order.
      const shown = await button.evaluate((b) =>
        [...b.querySelectorAll('span, kbd')]
          .filter((el) => el.getBoundingClientRect().width > 1 && getComputedStyle(el).display !== 'none')
          .map((el) => el.textContent.trim())
          .join(' '),
      );
      assert.equal(shown, viewport === DESKTOP ? 'جست‌وجو Ctrl K' : '', 'what the button shows');
      const node = await accessibility(page, selector);
      assert.equal(node.role, 'button');
      assert.ok(node.name.startsWith('جست‌وجو'), `the name «${node.name}» begins with «جست‌وجو»`);
      assert.ok(node.name.startsWith(shown), `the name «${node.name}» begins with the visible words «${shown}»`);
      const axe = await new AxeBuilder({ page })
        .include(selector)
        .withRules(['label-content-name-mismatch', 'button-name'])
        .analyze();
      assert.deepEqual(
        axe.violations.map((v) => v.id),
        [],
      );
      assert.equal(
        axe.passes.some((p) => p.id === 'button-name'),
        true,
        'axe checked the button',
      );
      await context.close();
    });
  }
});
