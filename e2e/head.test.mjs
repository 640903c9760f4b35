// The head of every built page, as gatsby-plugin-react-helmet wrote it at build time: each page's
// <title>, description, canonical URL and OpenGraph tags are its own, and there is exactly one of each.
// Then, in the browser, the head follows client-side navigation (src/browser/helmetClient.tsx).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closeSite, openPage, openSite, SPEC_ROUTES } from './helpers.mjs';

const SITE = 'https://docs.metisai.ir';
const DELIMITER = ' | ';
const SITE_TITLE = 'متیس';

/** The page's own data as the build wrote it for the browser, independent of the head. */
function pageData(route) {
  const dir = route === '/' ? 'index' : route.slice(1);
  return JSON.parse(fs.readFileSync(path.resolve('public/page-data', dir, 'page-data.json'), 'utf8'));
}

/** What the static <head> holds, read by chromium with scripts off (the HTML as served, parsed). */
async function readHead(page) {
  return page.evaluate(() => {
    const all = (selector) => [...document.head.querySelectorAll(selector)];
    const values = (selector, attr) => all(selector).map((el) => (attr ? el.getAttribute(attr) : el.textContent));
    const meta = (key) => values(`meta[name="${key}"], meta[property="${key}"]`, 'content');
    return {
      inHead: document.querySelectorAll('title').length === document.head.querySelectorAll('title').length,
      title: values('title'),
      description: meta('description'),
      canonical: values('link[rel="canonical"]', 'href'),
      robots: meta('robots'),
      og: Object.fromEntries(
        ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:site_name', 'og:locale'].map((k) => [
          k,
          meta(k),
        ]),
      ),
      twitter: Object.fromEntries(['twitter:title', 'twitter:description', 'twitter:card'].map((k) => [k, meta(k)])),
      h1: document.querySelector('main h1')?.textContent?.trim() ?? null,
    };
  });
}

describe('the head of every page (gatsby-plugin-react-helmet at build time)', () => {
  let site;
  let context;
  let page;
  before(async () => {
    site = await openSite();
    context = await site.browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  after(async () => {
    await context?.close();
    await closeSite(site);
  });

  it('gives each of the 43 routes its own title, description, canonical URL and OpenGraph tags, one of each', async () => {
    const seen = { title: new Map(), canonical: new Map() };
    for (const route of SPEC_ROUTES) {
      await page.goto(site.server.origin + route);
      const head = await readHead(page);
      const doc = pageData(route).result.data.mdx;
      const title = doc.frontmatter.title === SITE_TITLE ? SITE_TITLE : doc.frontmatter.title + DELIMITER + SITE_TITLE;
      const canonical = SITE + route;
      const one = (list, what) => {
        assert.equal(list.length, 1, `${route}: exactly one ${what}, found ${JSON.stringify(list)}`);
        return list[0];
      };
      assert.ok(head.inHead, `${route}: no <title> outside <head>`);
      assert.equal(one(head.title, '<title>'), title, `${route}: its own title`);
      const description = one(head.description, 'meta description');
      if (doc.frontmatter.description)
        assert.equal(description, doc.frontmatter.description, `${route}: its own description`);
      else assert.ok(description.length > 20, `${route}: a description`);
      assert.equal(one(head.canonical, 'canonical link'), canonical, `${route}: its own canonical URL`);
      assert.deepEqual(head.robots, [], `${route}: indexable`);
      assert.equal(one(head.og['og:title'], 'og:title'), title, route);
      assert.equal(one(head.og['og:description'], 'og:description'), description, route);
      assert.equal(one(head.og['og:url'], 'og:url'), canonical, route);
      assert.equal(one(head.og['og:type'], 'og:type'), 'article', route);
      assert.equal(one(head.og['og:image'], 'og:image'), `${SITE}/og-image.png`, route);
      assert.equal(one(head.og['og:site_name'], 'og:site_name'), SITE_TITLE, route);
      assert.equal(one(head.og['og:locale'], 'og:locale'), 'fa_IR', route);
      assert.equal(one(head.twitter['twitter:title'], 'twitter:title'), title, route);
      assert.equal(one(head.twitter['twitter:description'], 'twitter:description'), description, route);
      // The title names what the page shows.
      if (route !== '/')
        assert.ok(title.startsWith(head.h1), `${route}: title "${title}" starts with its h1 "${head.h1}"`);
      for (const [key, value] of [
        ['title', title],
        ['canonical', canonical],
      ]) {
        assert.ok(!seen[key].has(value), `${route} and ${seen[key].get(value)} share the ${key} ${value}`);
        seen[key].set(value, route);
      }
    }
    assert.equal(seen.title.size, 43);
  });

  it('gives the not-found page its own title and noindex, and no canonical URL', async () => {
    const response = await page.goto(site.server.origin + '/no/such/page');
    assert.equal(response.status(), 404);
    const head = await readHead(page);
    assert.deepEqual(head.title, [head.h1 + DELIMITER + SITE_TITLE]);
    assert.deepEqual(head.robots, ['noindex']);
    assert.deepEqual(head.canonical, []);
    assert.deepEqual(head.og['og:url'], []);
    assert.equal(head.description.length, 1);
    assert.deepEqual(head.og['og:title'], head.title);
    assert.equal(head.og['og:type'].length, 1);
  });
});

describe('the head in the browser, across client-side navigation', () => {
  let site;
  before(async () => (site = await openSite()));
  after(() => closeSite(site));

  const headNow = (page) =>
    page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll('title').length,
      description: [...document.querySelectorAll('meta[name="description"]')].map(
        (m) => /** @type {HTMLMetaElement} */ (m).content,
      ),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (l) => /** @type {HTMLLinkElement} */ (l).href,
      ),
      ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map(
        (m) => /** @type {HTMLMetaElement} */ (m).content,
      ),
      ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map(
        (m) => /** @type {HTMLMetaElement} */ (m).content,
      ),
    }));

  it('updates the title, description, canonical URL and OpenGraph tags, one of each, on every route change', async () => {
    const { page, context } = await openPage(site.browser, site.server.origin + '/');
    await page.evaluate(() => (window.__samePage = true));
    for (const route of ['/introduction', '/api/bot', '/concepts/qa', '/']) {
      await page.locator(`aside a[href="${route}"]`).first().click();
      await page.waitForURL(site.server.origin + route);
      const doc = pageData(route).result.data.mdx;
      const title = doc.frontmatter.title + DELIMITER + SITE_TITLE;
      await page.waitForFunction((t) => document.title === t, title);
      const head = await headNow(page);
      assert.equal(head.titles, 1, route);
      assert.deepEqual(head.description, [doc.frontmatter.description], route);
      assert.deepEqual(head.canonical, [SITE + route], route);
      assert.deepEqual(head.ogUrl, [SITE + route], route);
      assert.deepEqual(head.ogTitle, [title], route);
    }
    assert.equal(await page.evaluate(() => window.__samePage), true, 'every change was client-side');
    await context.close();
  });
});
