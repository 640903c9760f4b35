import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, openPage, openSite, SPEC_ROUTES } from './helpers.mjs';

describe('routes of the spec', () => {
  let server;
  let browser;
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('serves every spec route with 200, its Persian h1 and a `page | site` title', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const route of SPEC_ROUTES) {
      const response = await page.goto(server.origin + route, { waitUntil: 'domcontentloaded' });
      assert.equal(response.status(), 200, route);
      const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      assert.match(h1, /[\u0600-\u06FF]/, `${route} has a Persian h1`);
      const title = await page.title();
      assert.ok(title === 'متیس' || title.endsWith(' | متیس'), `${route} title "${title}"`);
      assert.ok(title.startsWith(h1) || route === '/', `${route} title starts with its h1`);
      const paragraph = (await page.locator('main p').first().textContent()) ?? '';
      assert.ok(paragraph.trim().length > 40, `${route} has an introductory paragraph`);
    }
    await context.close();
  });

  it('sets lang and dir in the static HTML, before any script runs', async () => {
    const res = await fetch(server.origin + '/introduction');
    const html = await res.text();
    assert.match(html, /<html[^>]*\blang="fa-IR"/);
    assert.match(html, /<html[^>]*\bdir="rtl"/);
    const { page, context } = await openPage(browser, server.origin + '/concepts/qa');
    assert.equal(await page.getAttribute('html', 'lang'), 'fa-IR');
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await context.close();
  });

  it('answers an unknown path with 404 and the Persian not-found page', async () => {
    const { page, response, context } = await openPage(browser, server.origin + '/no/such/page');
    assert.equal(response.status(), 404);
    assert.equal((await page.locator('h1').textContent())?.trim(), 'صفحه پیدا نشد');
    assert.match((await page.locator('main').textContent()) ?? '', /صاحب سایت/);
    assert.equal(await page.title(), 'صفحه پیدا نشد | متیس');
    await context.close();
  });

  it('keeps code blocks left-to-right inside the RTL page', async () => {
    const { page, context } = await openPage(browser, server.origin + '/markdown-page');
    const direction = await page
      .locator('pre')
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    assert.equal(direction, 'ltr');
    await context.close();
  });

  it('never scrolls sideways on a 390 px phone: long paths and identifiers wrap', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const wide = [];
    for (const route of SPEC_ROUTES) {
      await page.goto(server.origin + route, { waitUntil: 'load' });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${route} (${scrollWidth} > ${clientWidth})`);
    }
    assert.deepEqual(wide, []);
    await context.close();
  });

  it('does not use trailing slashes: /introduction/ redirects to /introduction', async () => {
    const res = await fetch(server.origin + '/introduction/', { redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/introduction');
  });
});
