// The reader interface in a real browser, over the production build: the RTL shell at 1280 px (desktop)
// and 390 px (phone), colour mode and announcement across reloads, the drawer. The axe-core sweep is
// e2e/a11y.test.mjs; keyboard-only walk-throughs are e2e/keyboard.test.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, eventually, hydrated, nextFrames, openPage, openSite, settled } from './helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const LOGIN = 'https://console.metisai.ir/login';

let server;
let browser;
before(async () => ({ server, browser } = await openSite()));
after(() => closeSite({ server, browser }));

const url = (route) => server.origin + route;

/** Opens a page and records page errors and React hydration errors while it is used. */
async function open(route, options = {}) {
  const errors = [];
  const opened = await openPage(browser, url(route), options);
  opened.page.on('pageerror', (e) => errors.push(e.message));
  opened.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // What these tests press and scroll acts once the page has hydrated.
  await settled(opened.page);
  return { ...opened, errors };
}

/** Loads a route with every external JS file refused: only the inline pre-paint scripts can run. */
async function openWithoutBundles(context, route) {
  const page = await context.newPage();
  await page.route(/\.js(\?.*)?$/, (r) => r.abort());
  await page.goto(url(route), { waitUntil: 'load' });
  return page;
}

const htmlAttr = (page, name) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const scrollY = (page) => page.evaluate(() => window.scrollY);
async function scrollToY(page, y) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await nextFrames(page);
}

describe('static HTML and typography', () => {
  it('puts critical CSS, the pre-paint scripts and the font preload in <head>, nothing styled in <body>', async () => {
    const html = await (await fetch(url('/introduction'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    assert.match(head, /<style data-ssr-styles="css [^"]+">/);
    assert.match(head, /<style data-ssr-styles="css-global [^"]+">@font-face/);
    assert.doesNotMatch(body, /<style/);
    assert.match(head, /<script>\(function\(\)\{var c='light';try\{var s=localStorage\.getItem\('theme'\)/);
    assert.match(head, /data-announcement-dismissed/);
    const preload = head.match(
      /<link rel="preload" href="(\/static\/vazirmatn-persian-wght-[0-9a-f]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/,
    );
    assert.ok(preload, 'the Persian subset is preloaded');
    assert.ok(head.includes(`url(${preload[1]})`), 'the preloaded file is the one @font-face uses');
    // The Persian subset and the whole Arabic script (fetched only for a character outside the subset);
    // Latin text and spaces come from the fallback stack.
    assert.equal(head.match(/@font-face/g).length, 2);
    assert.doesNotMatch(head, /vazirmatn-latin|vazirmatn-fd|fonts\.googleapis|cdn\./i);
    // `optional`: the text is painted once, never re-laid out by a late font swap.
    assert.match(head, /font-display:optional/);
    const font = await fetch(url(preload[1]));
    assert.equal(font.status, 200);
  });

  it('the inline scripts are the same on every page (one CSP hash each)', async () => {
    const scripts = async (route) => {
      const html = await (await fetch(url(route))).text();
      return [...html.matchAll(/<script>(\(function\(\)\{[^<]*)<\/script>/g)].map((m) => m[1]);
    };
    const a = await scripts('/introduction');
    // The fragment repair, the colour mode and the announcement (src/browser/prePaint), and the loader of
    // the entry scripts (src/patches/gatsbyPageScripts, part "entry after paint").
    assert.equal(a.length, 4);
    assert.deepEqual(await scripts('/api/bot'), a);
    assert.deepEqual(await scripts('/no/such/page'), a);
  });

  it('renders Vazirmatn from our origin, makes no request to another host, and hydrates without errors', async () => {
    const requests = [];
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Resource failures are checked by URL below (the favicon belongs to another part of the site).
    page.on(
      'console',
      (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()),
    );
    page.on(
      'response',
      (r) => r.status() >= 400 && !/favicon/.test(r.url()) && errors.push(`${r.status()} ${r.url()}`),
    );
    await page.goto(url('/concepts/languageModel'), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    );
    assert.ok(
      loaded.some((f) => /Vazirmatn Variable/.test(f)),
      `fonts loaded: ${loaded}`,
    );
    // The two faces declared once (the server's global styles are adopted at hydration, not inserted again).
    assert.equal(
      await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Vazirmatn')).length),
      2,
    );
    assert.ok(await page.evaluate(() => document.fonts.check('16px "Vazirmatn Variable"', 'متیس')));
    const foreign = requests.filter((r) => !r.startsWith(server.origin) && !r.startsWith('data:'));
    assert.deepEqual(foreign, []);
    const family = await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily);
    assert.match(family, /^"?Vazirmatn Variable/);
    const codeFamily = await page.evaluate(() => {
      const c = document.createElement('code');
      document.body.append(c);
      return getComputedStyle(c).fontFamily;
    });
    assert.match(codeFamily, /monospace/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('isolates inline code inside Persian sentences', async () => {
    const { page, context } = await open('/markdown-page');
    const code = page.locator('main p code').first();
    if (await code.count()) {
      assert.equal(await code.getAttribute('dir'), 'ltr');
      assert.equal(await code.evaluate((c) => getComputedStyle(c).unicodeBidi), 'isolate');
    }
    await context.close();
  });
});

describe('desktop shell (1280 px)', () => {
  it('navbar: title home, external Login with rel=noopener, colour toggle, no menu button', async () => {
    const { page, context } = await open('/introduction');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'ناوبری اصلی' });
    assert.equal(await nav.getByRole('link', { name: 'صفحه‌ی اصلی متیس' }).getAttribute('href'), '/');
    const login = nav.getByRole('link', { name: 'ورود (در پنجره‌ی کنسول متیس)' });
    assert.equal(await login.getAttribute('href'), LOGIN);
    assert.equal(await login.getAttribute('rel'), 'noopener');
    assert.equal(await login.getAttribute('target'), '_blank');
    assert.ok(await login.isVisible());
    assert.ok(await nav.getByRole('button', { name: /^تغییر حالت رنگ/ }).isVisible());
    assert.equal(await page.getByRole('button', { name: 'باز کردن منوی ناوبری' }).isVisible(), false);
    await context.close();
  });

  it('the only link that leaves the site is Login; every footer link is a working docs page', async () => {
    const { page, context } = await open('/api/bot');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => /** @type {HTMLAnchorElement} */ (a).href));
    const outside = [...new Set(hrefs.filter((h) => new URL(h).origin !== new URL(page.url()).origin))];
    assert.deepEqual(outside, [LOGIN], `links out: ${outside}`);
    const footer = page.getByRole('contentinfo');
    const footerLinks = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(footerLinks.length >= 9);
    for (const href of footerLinks) {
      assert.match(href, /^\/(?!\/)/);
      assert.equal((await fetch(url(href))).status, 200, href);
    }
    assert.match(await footer.innerText(), /© [۰-۹]{4} متیس/);
    await context.close();
  });

  it('hides the navbar while scrolling down and brings it back on scroll up', async () => {
    const { page, context } = await open('/markdown-page');
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    const banner = page.getByRole('banner');
    await scrollToY(page, 300);
    await scrollToY(page, 900);
    assert.equal(await banner.getAttribute('data-hidden'), 'true');
    // It slides out: wait for the transition to end rather than for a guess at its length.
    await eventually(async () => {
      const box = await banner.boundingBox();
      return box.y + box.height <= 1;
    }, 'the navbar slides out of view');
    await scrollToY(page, 700);
    assert.equal(await banner.getAttribute('data-hidden'), null);
    await eventually(async () => (await banner.boundingBox()).y >= -1, 'the navbar slides back');
    await context.close();
  });

  it('docs sidebar: on a first load, before any interaction, the current page is scrolled into the sidebar', async () => {
    // A short window, and a page near the end of the sidebar: its link starts below the sidebar's fold.
    const { page, context } = await openPage(browser, url('/types/user'), { viewport: { width: 1280, height: 500 } });
    await nextFrames(page);
    const seen = await page.evaluate(() => {
      const box = document.querySelector('[data-sidebar-box]');
      const current = box.querySelector('[aria-current="page"]');
      const [outer, inner] = [box.getBoundingClientRect(), current.getBoundingClientRect()];
      const hydratedShell = Object.keys(box).some((key) => key.startsWith('__reactFiber'));
      return { scrolled: box.scrollTop, inView: inner.top >= outer.top && inner.bottom <= outer.bottom, hydratedShell };
    });
    assert.equal(seen.hydratedShell, false, 'the sidebar is still the server HTML (no interaction yet)');
    assert.ok(seen.scrolled > 0 && seen.inView, `current page in the sidebar's view: ${JSON.stringify(seen)}`);
    await context.close();
  });

  it('docs sidebar: «شروع», current page highlighted with its category open, categories collapse', async () => {
    const { page, context } = await open('/concepts/function');
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'فهرست مستندات' });
    assert.ok(await sidebar.isVisible());
    assert.equal(await sidebar.getByRole('link', { name: 'شروع', exact: true }).getAttribute('href'), '/');
    const current = sidebar.locator('[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.getAttribute('href'), '/concepts/function');
    const concepts = sidebar.getByRole('button', { name: 'مفاهیم' });
    assert.equal(await concepts.getAttribute('aria-expanded'), 'true');
    const types = sidebar.getByRole('button', { name: 'ساختار داده‌ها' });
    assert.equal(await types.getAttribute('aria-expanded'), 'false');
    await types.click();
    assert.equal(await types.getAttribute('aria-expanded'), 'true');
    assert.ok(await sidebar.getByRole('link', { name: 'ساختار پیام' }).isVisible());
    await concepts.click();
    assert.equal(await concepts.getAttribute('aria-expanded'), 'false');
    assert.equal(await sidebar.locator('a[href="/concepts/function"]').count(), 0);
    // The sidebar is on the right in RTL, and stays in view (sticky) while the page scrolls.
    const aside = page.getByRole('complementary');
    const box = await aside.boundingBox();
    assert.ok(box.x > 1280 / 2, 'sidebar on the right');
    await page.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '4000px';
      document.querySelector('main article').append(tall);
    });
    await scrollToY(page, 1500);
    const stuck = await aside.locator('div').first().boundingBox();
    assert.ok(stuck.y >= 0 && stuck.y < 200, `sidebar still in view at y=${stuck.y}`);
    assert.equal(
      await aside
        .locator('div')
        .first()
        .evaluate((d) => getComputedStyle(d).overflowY),
      'auto',
    );
    await context.close();
  });

  it('no sidebar on the spec’s no-sidebar pages and the not-found page', async () => {
    for (const route of ['/concepts/blend', '/api/corpora-management', '/types/summarizer', '/no/such/page']) {
      const { page, context } = await open(route);
      assert.equal(await page.getByRole('complementary').count(), 0, route);
      assert.ok(await page.getByRole('main').isVisible(), route);
      assert.ok(await page.getByRole('banner').isVisible(), route);
      assert.ok(await page.getByRole('contentinfo').isVisible(), route);
      await context.close();
    }
  });

  it('breadcrumbs: home, category, page, as schema.org BreadcrumbList', async () => {
    const { page, context } = await open('/api/bot');
    const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
    const items = crumbs.getByRole('listitem');
    assert.equal(await items.count(), 3);
    assert.equal(await crumbs.getByRole('link', { name: 'صفحه‌ی شروع' }).getAttribute('href'), '/');
    assert.equal((await items.nth(1).innerText()).trim(), 'مرجع API');
    assert.equal(await items.nth(2).locator('[aria-current="page"]').innerText(), 'مدیریت چت‌بات');
    const data = await page.evaluate(() => {
      const list = document.querySelector('[itemtype="https://schema.org/BreadcrumbList"]');
      return [...list.querySelectorAll('[itemprop="itemListElement"]')].map((li) => ({
        name: li.querySelector('[itemprop="name"]').textContent,
        position: li.querySelector('[itemprop="position"]').getAttribute('content'),
      }));
    });
    assert.deepEqual(
      data.map((d) => d.position),
      ['1', '2', '3'],
    );
    assert.equal(data[2].name, 'مدیریت چت‌بات');
    await context.close();
  });

  it('pagination: Persian labels, previous on the right with its arrow pointing right', async () => {
    const { page, context } = await open('/introduction');
    const pager = page.getByRole('navigation', { name: 'صفحه‌های قبلی و بعدی مستندات' });
    const prev = pager.locator('a[rel="prev"]');
    const next = pager.locator('a[rel="next"]');
    assert.match(await prev.innerText(), /قبلی/);
    assert.match(await next.innerText(), /بعدی/);
    assert.equal(await prev.getAttribute('href'), '/');
    const [p, n] = [await prev.boundingBox(), await next.boundingBox()];
    assert.ok(p.x > n.x, 'previous is on the right, next on the left');
    // An arrow drawn pointing left (back) is mirrored: scaleX(-1) makes it point right.
    const matrix = (l) => l.locator('svg').evaluate((s) => getComputedStyle(s).transform);
    assert.match(await matrix(prev), /^matrix\(-1, 0, 0, 1/);
    assert.match(await matrix(next), /^matrix\(-1, 0, 0, 1/);
    await prev.click();
    await page.waitForURL(url('/'));
    await context.close();
  });

  it('table of contents: h2–h3 only, sticky beside the content, heading in view highlighted', async () => {
    const { page, context } = await open('/markdown-page');
    const toc = page.getByRole('navigation', { name: 'فهرست مطالب این صفحه' }).filter({ visible: true });
    assert.equal(await toc.count(), 1);
    const targets = await toc
      .locator('a')
      .evaluateAll((as) =>
        as.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)))?.tagName),
      );
    assert.ok(targets.length >= 2);
    assert.ok(
      targets.every((t) => t === 'H2' || t === 'H3'),
      `targets ${targets}`,
    );
    const expected = await page.evaluate(
      () => document.querySelectorAll('main article h2[id], main article h3[id]').length,
    );
    assert.equal(targets.length, expected);
    // Make the page long enough for the second heading to reach the top, then scroll to it.
    await page.evaluate(() => {
      const hs = document.querySelectorAll('main article h2[id]');
      const pad = (el) => {
        const d = document.createElement('div');
        d.style.height = '1500px';
        el.before(d);
      };
      pad(hs[1]);
      document.body.style.setProperty('min-height', '6000px');
    });
    const links = toc.locator('a');
    await scrollToY(page, 0);
    await eventually(
      async () => (await links.nth(0).getAttribute('aria-current')) === 'location',
      'the first heading is highlighted',
    );
    const secondId = decodeURIComponent((await links.nth(1).getAttribute('href')).slice(1));
    await page.evaluate((id) => {
      const top = document.getElementById(id).getBoundingClientRect().top + window.scrollY - 70;
      window.scrollTo({ top, behavior: 'instant' });
    }, secondId);
    // The highlight follows an IntersectionObserver, whose callbacks come in the page's own time.
    await eventually(
      async () => (await links.nth(1).getAttribute('aria-current')) === 'location',
      'the second heading is highlighted',
    );
    assert.equal(await links.nth(0).getAttribute('aria-current'), null);
    assert.ok((await toc.boundingBox()).y >= 0, 'the TOC stays in view');
    assert.equal(await page.locator('details').filter({ hasText: 'در این صفحه' }).isVisible(), false);
    await context.close();
  });

  it('version badge «Next» on doc pages; the preferred version remembered', async () => {
    const { page, context } = await open('/concepts/qa');
    const badge = page.locator('main [data-version="current"]');
    assert.equal((await badge.innerText()).replace(/\s+/g, ''), 'نسخه:Next');
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
    await context.close();
  });

  it('last updated date in the Persian calendar, identical before and after hydration', async () => {
    const html = await (await fetch(url('/introduction'))).text();
    const staticText = html.match(/<time dateTime="([^"]+)">([^<]+)<\/time>/i);
    assert.ok(staticText, 'the date is in the static HTML');
    assert.match(staticText[2], /^[۰-۹]{1,2} [\u0600-\u06FF‌]+ [۰-۹]{4}$/);
    const { page, context, errors } = await open('/introduction');
    const time = page.locator('main time');
    assert.equal(await time.innerText(), staticText[2]);
    assert.match(await time.evaluate((t) => t.parentElement.textContent), /^آخرین به‌روزرسانی: /);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('back-to-top appears after scrolling down and scrolls back (instantly with reduced motion)', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const { page, context } = await open('/markdown-page', { reducedMotion });
      await page.evaluate(() => document.body.style.setProperty('min-height', '5000px'));
      const button = page.getByRole('button', { name: 'بازگشت به بالای صفحه' });
      assert.equal(await button.isVisible(), false);
      await scrollToY(page, 2000);
      await button.waitFor({ state: 'visible', timeout: 10000 });
      await button.click();
      if (reducedMotion === 'reduce') {
        assert.equal(await scrollY(page), 0);
      } else {
        assert.ok((await scrollY(page)) > 0, 'smooth scrolling is under way');
        await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
      }
      await context.close();
    }
  });

  it('skip link first in tab order, moves focus to main; focus is visible', async () => {
    const { page, context } = await open('/introduction');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
    assert.ok(await skip.evaluate((a) => a === document.activeElement));
    assert.ok(await skip.isVisible());
    const outline = await skip.evaluate((a) => getComputedStyle(a).outlineStyle);
    assert.notEqual(outline, 'none');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'main-content');
    await page.keyboard.press('Tab');
    // The next stop is inside the content, past the announcement, navbar and sidebar.
    assert.ok(
      await page.evaluate(() => document.querySelector('main').contains(document.activeElement)),
      'Tab goes on inside main',
    );
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(ring, 'none');
    await context.close();
  });
});

describe('colour mode', () => {
  const toggle = (page) => page.getByRole('banner').getByRole('button', { name: /^تغییر حالت رنگ/ });

  it('defaults to light and cycles light → dark → system, kept across a reload', async () => {
    const { page, context, errors } = await open('/introduction', { colorScheme: 'dark' });
    assert.equal(await htmlAttr(page, 'data-theme'), 'light');
    // The toggle acts, and its name follows the stored mode, once the page has hydrated; on a loaded machine
    // networkidle can come first.
    await hydrated(page);
    await toggle(page).click();
    assert.equal(await htmlAttr(page, 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(21, 23, 28)');
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await htmlAttr(page, 'data-theme'), 'dark');
    // Named after the stored mode by the first load, before the reader's first interaction brings its code.
    await hydrated(page);
    assert.equal(await toggle(page).getAttribute('aria-label'), 'تغییر حالت رنگ (اکنون: تیره)');
    await settled(page);
    assert.equal(await toggle(page).getAttribute('aria-label'), 'تغییر حالت رنگ (اکنون: تیره)');
    await toggle(page).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'system');
    assert.equal(await htmlAttr(page, 'data-theme'), 'dark', 'system follows the dark OS preference');
    await toggle(page).click();
    assert.equal(await htmlAttr(page, 'data-theme'), 'light');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('«system» follows the operating-system preference live', async () => {
    const { page, context } = await open('/introduction', { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await htmlAttr(page, 'data-theme'), 'light');
    // The media-query listener is the hydrated page's: a change before hydration is not a live change.
    await hydrated(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  it('no flash: the stored mode and the right toggle icon are there before any bundle runs', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await openWithoutBundles(context, '/introduction');
    assert.equal(await htmlAttr(page, 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(21, 23, 28)');
    const icon = await page
      .locator('header button[data-color-mode] svg')
      .evaluateAll((svgs) => svgs.filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.dataset.mode));
    assert.deepEqual(icon, ['dark']);
    await context.close();
  });

  it('a corrupt stored value or unavailable storage falls back to light without an error', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('theme', '{"broken'));
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url('/introduction'), { waitUntil: 'networkidle' });
    assert.equal(await htmlAttr(page, 'data-theme'), 'light');
    assert.deepEqual(errors, []);
    await context.close();

    const blocked = await browser.newContext({ viewport: DESKTOP });
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const p2 = await blocked.newPage();
    const errors2 = [];
    p2.on('pageerror', (e) => errors2.push(e.message));
    await p2.goto(url('/introduction'), { waitUntil: 'networkidle' });
    assert.equal(await htmlAttr(p2, 'data-theme'), 'light');
    await p2
      .getByRole('banner')
      .getByRole('button', { name: /^تغییر حالت رنگ/ })
      .click();
    // The first press brings the toggle's code and is replayed once it has hydrated: a moment later.
    await eventually(async () => (await htmlAttr(p2, 'data-theme')) === 'dark', 'the toggle still works for the page');
    assert.deepEqual(errors2, []);
    await blocked.close();
  });
});

describe('announcement bar', () => {
  const bar = (page) => page.getByRole('region', { name: 'اعلان' });

  it('links into the docs, stays closed after reload, and never flashes for a reader who closed it', async () => {
    const { page, context } = await open('/introduction');
    assert.ok(await bar(page).isVisible());
    assert.equal(await bar(page).getByRole('link').getAttribute('href'), '/api/openai');
    await bar(page).getByRole('button', { name: 'بستن اعلان' }).click();
    assert.equal(await bar(page).count(), 0);
    await page.reload({ waitUntil: 'networkidle' });
    await settled(page);
    assert.equal(await bar(page).count(), 0);
    assert.equal(await htmlAttr(page, 'data-announcement-dismissed'), 'true');
    // Before hydration: the bar is in the static HTML but hidden by the pre-paint attribute.
    const staticPage = await openWithoutBundles(context, '/api/bot');
    assert.equal(await staticPage.locator('[data-announcement-id]').count(), 1);
    assert.equal(await staticPage.locator('[data-announcement-id]').isVisible(), false);
    await context.close();
  });

  it('shows again when the announcement id changes', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto(url('/introduction'), { waitUntil: 'networkidle' });
    await settled(page);
    assert.ok(await bar(page).isVisible());
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
    await context.close();
  });
});

describe('phone (390 px)', () => {
  const opts = { viewport: PHONE };
  const menu = (page) => page.getByRole('button', { name: 'باز کردن منوی ناوبری' });

  it('shows the menu button instead of the sidebar and the bar items; TOC folds into «در این صفحه»', async () => {
    const { page, context } = await open('/markdown-page', opts);
    assert.ok(await menu(page).isVisible());
    assert.equal(
      await page
        .getByRole('complementary')
        .isVisible()
        .catch(() => false),
      false,
    );
    assert.equal(await page.getByRole('banner').getByRole('link', { name: /ورود/ }).isVisible(), false);
    const details = page.locator('details').filter({ hasText: 'در این صفحه' });
    assert.ok(await details.isVisible());
    await details.locator('summary').click();
    assert.ok(await details.locator('a[href^="#"]').first().isVisible());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
    await context.close();
  });

  it('drawer: sidebar and navbar items, focus trapped, Escape returns focus to the button', async () => {
    const { page, context } = await open('/api/bot', opts);
    await menu(page).click();
    const dialog = page.getByRole('dialog', { name: 'منوی ناوبری' });
    assert.ok(await dialog.isVisible());
    assert.equal(await menu(page).getAttribute('aria-expanded'), 'true');
    assert.ok(await dialog.getByRole('navigation', { name: 'فهرست مستندات' }).isVisible());
    assert.equal(await dialog.locator('[aria-current="page"]').getAttribute('href'), '/api/bot');
    assert.ok(await dialog.getByRole('link', { name: /ورود/ }).isVisible());
    const box = await dialog.boundingBox();
    assert.ok(box.x + box.width >= PHONE.width - 1, 'the drawer opens from the right edge');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${i + 1} tabs`);
    }
    await page.keyboard.press('Escape');
    assert.equal(await dialog.count(), 0);
    assert.ok(await menu(page).evaluate((b) => b === document.activeElement));
    assert.equal(await menu(page).getAttribute('aria-expanded'), 'false');
    await context.close();
  });

  it('the first tap, before the menu has its code, opens the menu it shows, which stays until closed', async () => {
    // Lighthouse's phone width. The tap is the reader's first interaction: it releases the navbar's code,
    // which must not swap the open no-JS menu for the scripted button under the reader's finger.
    const { page, context } = await openPage(browser, url('/api/bot'), {
      viewport: { width: 412, height: 823 },
      hasTouch: true,
      isMobile: true,
    });
    const fallback = page.locator('[data-testid="menu-fallback"]');
    await fallback.locator('summary').tap();
    const current = fallback.locator('nav a[aria-current="page"]');
    assert.ok(await current.isVisible(), 'the menu opened at the first tap');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header nav')).some((k) => k.startsWith('__reactFiber')),
    );
    await nextFrames(page);
    assert.ok(await current.isVisible(), 'still open once the navbar has hydrated');
    await fallback.locator('summary').tap();
    await menu(page).tap();
    const dialog = page.getByRole('dialog', { name: 'منوی ناوبری' });
    assert.equal(await dialog.locator('[aria-current="page"]').getAttribute('href'), '/api/bot');
    await context.close();
  });

  it('drawer closes on the backdrop and on navigation', async () => {
    const { page, context } = await open('/api/bot', opts);
    await menu(page).click();
    await page.mouse.click(20, 400); // the backdrop, left of the drawer
    assert.equal(await page.getByRole('dialog').count(), 0);
    await menu(page).click();
    await page.getByRole('dialog').getByRole('link', { name: 'شروع', exact: true }).click();
    await page.waitForURL(url('/'));
    assert.equal(await page.getByRole('dialog').count(), 0);
    await context.close();
  });

  it('drawer closes by itself when the viewport becomes desktop width', async () => {
    const { page, context } = await open('/introduction', opts);
    await menu(page).click();
    assert.ok(await page.getByRole('dialog').isVisible());
    await page.setViewportSize(DESKTOP);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    assert.ok(await page.getByRole('complementary').isVisible());
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    await context.close();
  });
});
