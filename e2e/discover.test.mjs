// Discoverability end to end, against the production build in ./public served by server/server.mjs:
// sitemap.xml, robots.txt, the Markdown twin of every page, llms.txt / llms-full.txt, the head of a page,
// and the «copy page as Markdown» button with real clipboard permissions in Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { closeSite, openPage, openSite, SPEC_ROUTES } from './helpers.mjs';

const SITE = 'https://docs.metisai.ir';

function decodeEntities(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The code a <pre> shows: its text (tags dropped, entities decoded), with the line break of each highlighted
 * line (the build puts it inside the line's span; one without it gets it here), without the final newline.
 */
function codeOf(inner) {
  let text = '';
  const open = [];
  for (const part of inner.split(/(<\/?span\b[^>]*>)/)) {
    if (part.startsWith('<span')) open.push(part.includes('gatsby-highlight-code-line'));
    else if (part === '</span>') text += open.pop() && !text.endsWith('\n') ? '\n' : '';
    else text += part;
  }
  return decodeEntities(
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d))),
  ).replace(/\n+$/, '');
}

/** The code of every fenced block of a twin, inside blockquotes and lists too (parsed as Markdown). */
function twinFences(markdown) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const codes = [];
  visit(/** @type {any} */ (tree), 'code', (/** @type {any} */ node) => codes.push(node.value.replace(/\n+$/, '')));
  return codes;
}

/** Markdown without fenced and inline code, where JSX-looking text is allowed. */
function prose(markdown) {
  let fence = null;
  const kept = [];
  for (const line of markdown.split('\n')) {
    const m = /^[\s>]*(`{3,}|~{3,})/.exec(line);
    if (fence === null && m) fence = m[1];
    else if (
      fence !== null &&
      m &&
      m[1][0] === fence[0] &&
      m[1].length >= fence.length &&
      !/\S/.test(line.slice(m[0].length))
    )
      fence = null;
    else if (fence === null) kept.push(line);
  }
  return kept.join('\n').replace(/`[^`\n]*`/g, '');
}

describe('discoverability', () => {
  let server;
  let browser;
  const get = (path) => fetch(server.origin + path);
  before(async () => ({ server, browser } = await openSite()));
  after(() => closeSite({ server, browser }));

  it('sitemap.xml holds exactly the routes of the site, absolute on the site URL', async () => {
    const res = await get('/sitemap.xml');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/xml/);
    const xml = await res.text();
    assert.match(
      xml,
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(decodeEntities(m[1])));
    assert.equal(new Set(locs).size, locs.length, 'no route twice');
    assert.deepEqual([...locs].sort(), SPEC_ROUTES.map((r) => SITE + r).sort());
    assert.equal([...xml.matchAll(/<url>/g)].length, SPEC_ROUTES.length);
  });

  it('robots.txt allows crawling and names the sitemap', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/plain/);
    const text = await res.text();
    assert.match(text, /^User-agent: \*$/m);
    assert.match(text, /^Sitemap: https:\/\/docs\.metisai\.ir\/sitemap\.xml$/m);
  });

  it('every page advertises its Markdown twin, which exists, starts with the page title and holds no JSX', async () => {
    for (const route of SPEC_ROUTES) {
      const html = await (await get(route)).text();
      const link = /<link[^>]*rel="alternate"[^>]*>/.exec(html)?.[0] ?? '';
      assert.match(link, /type="text\/markdown"/, `${route} has a text/markdown alternate`);
      const href = decodeEntities(/href="([^"]+)"/.exec(link)?.[1] ?? '');
      assert.equal(href, route === '/' ? '/index.md' : `${route}.md`, `${route} twin path`);
      const h1 = decodeEntities(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '').trim();
      assert.ok(h1, `${route} has an h1`);

      // The twin is titled like the page (<title> without the site name); that is the h1 too, except on a
      // page with hide_title, whose h1 is its own (the landing hero shows the site title).
      const pageTitle = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
        .replace(/ \| متیس$/, '')
        .trim();
      assert.ok(pageTitle, `${route} has a <title>`);

      const res = await get(href);
      assert.equal(res.status, 200, `${href} exists`);
      assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', `${href} content type`);
      const md = await res.text();
      assert.ok(md.startsWith(`# ${pageTitle}\n`), `${href} starts with "# ${pageTitle}"`);
      if (route !== '/disable.index') assert.equal(h1, pageTitle, `${route}: the h1 is the page title`);
      const text = prose(md);
      assert.doesNotMatch(text, /<\/?[A-Z][A-Za-z0-9.]*[\s/>]/, `${href} holds no JSX element`);
      assert.doesNotMatch(text, /^(import|export)\s/m, `${href} holds no import or export`);
      assert.doesNotMatch(text, /^:::|\{\/\*/m, `${href} holds no directive or MDX comment`);
      assert.doesNotMatch(md, /^---\ntitle:/, `${href} holds no frontmatter`);
    }
  });

  it('turns admonitions, tabs and code fences of the MDX source into plain Markdown', async () => {
    const md = await (await get('/markdown-page.md')).text();
    assert.match(md, /^> \*\*نکته: عنوان دلخواه\*\*$/m);
    assert.match(md, /^```python title="ارسال پیام"\nimport os\nimport requests/m);
    assert.ok(md.indexOf('**زبانه‌ی cURL**') < md.indexOf('**زبانه‌ی Python**'), 'tabs in order with their labels');
    assert.match(md, /^```python\nimport os\nimport requests/m);
    assert.match(md, /\[معرفی API\]\(https:\/\/docs\.metisai\.ir\/introduction\)/, 'links made absolute');
  });

  it('llms.txt has the llms.txt shape and every link in it resolves', async () => {
    const res = await get('/llms.txt');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/plain; charset=utf-8/);
    const text = await res.text();
    assert.match(text, /^# متیس\n\n> .+\n/);
    assert.match(text, /^## /m);
    const links = [...text.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1]);
    const bare = [...text.matchAll(/https:\/\/docs\.metisai\.ir\/\S+?(?=[\s)]|$)/g)].map((m) =>
      m[0].replace(/[.)،]+$/, ''),
    );
    assert.ok(links.length >= SPEC_ROUTES.length, 'one link per page at least');
    for (const url of new Set([...links, ...bare])) {
      assert.ok(url.startsWith(SITE + '/'), `${url} is on the site`);
      const r = await get(url.slice(SITE.length));
      assert.equal(r.status, 200, `${url} resolves`);
    }
    const linked = new Set(links.map((u) => u.slice(SITE.length)));
    for (const route of SPEC_ROUTES)
      assert.ok(linked.has(route === '/' ? '/index.md' : `${route}.md`), `${route} is listed`);
  });

  it('every code block a page shows is a fenced block of its twin, the generated samples and responses included', async () => {
    let blocks = 0;
    for (const route of SPEC_ROUTES) {
      const html = await (await get(route)).text();
      const shown = [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => codeOf(m[1]));
      const md = await (await get(route === '/' ? '/index.md' : `${route}.md`)).text();
      const fenced = new Set(twinFences(md));
      const missing = shown.filter((code) => !fenced.has(code));
      assert.deepEqual(
        missing.map((c) => c.split('\n')[0]),
        [],
        `${route}: ${missing.length} of ${shown.length} code blocks are missing from its twin`,
      );
      blocks += shown.length;
    }
    assert.ok(blocks > 500, `code blocks checked: ${blocks}`);
  });

  it('llms-full.txt holds every twin in llms.txt order', async () => {
    const llms = await (await get('/llms.txt')).text();
    const order = [...llms.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1].slice(SITE.length));
    const res = await get('/llms-full.txt');
    assert.equal(res.status, 200);
    const full = await res.text();
    let at = -1;
    for (const twin of order) {
      const md = await (await get(twin)).text();
      const index = full.indexOf(md.trimEnd());
      assert.ok(index > at, `${twin} is in llms-full.txt after the previous page`);
      at = index;
    }
  });

  it('gives pages OpenGraph, Twitter and TechArticle data whose files exist', async () => {
    const { page, context } = await openPage(browser, server.origin + '/api/session');
    const meta = (key) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${SITE}/api/session`);
    assert.ok((await meta('description')).length > 10);
    assert.equal(await meta('og:url'), `${SITE}/api/session`);
    assert.equal(await meta('og:locale'), 'fa_IR');
    assert.equal(await meta('twitter:card'), 'summary_large_image');
    const image = await meta('og:image');
    assert.equal(image, `${SITE}/og-image.png`);
    const png = await get(image.slice(SITE.length));
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('content-type'), 'image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    assert.equal(bytes.readUInt32BE(16), 1200, 'og image width');
    assert.equal(bytes.readUInt32BE(20), 630, 'og image height');

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const article = ld.find((d) => d['@type'] === 'TechArticle');
    assert.ok(article, 'TechArticle JSON-LD');
    assert.equal(article.headline, await page.locator('main h1').first().textContent());
    assert.equal(article.inLanguage, 'fa-IR');
    assert.equal(article.encoding.contentUrl, `${SITE}/api/session.md`);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestRes = await get(manifestHref);
    assert.equal(manifestRes.status, 200);
    assert.match(manifestRes.headers.get('content-type'), /^application\/manifest\+json/);
    const manifest = await manifestRes.json();
    assert.equal(manifest.lang, 'fa-IR');
    assert.equal(manifest.dir, 'rtl');
    for (const icon of manifest.icons) assert.equal((await get(icon.src)).status, 200, icon.src);
    for (const href of await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      assert.equal((await get(href)).status, 200, href);
    }
    await context.close();
  });

  it('copies the twin to the clipboard with Persian feedback', async () => {
    const { page, context } = await openPage(browser, server.origin + '/markdown-page', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const button = page.getByRole('button', { name: 'کپی صفحه به‌صورت Markdown' });
    await button.click();
    await page.getByRole('status').filter({ hasText: 'متن صفحه به‌صورت Markdown کپی شد' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await get('/markdown-page.md')).text();
    assert.equal(copied, twin);
    assert.ok(copied.startsWith('# راهنمای نگارش مستندات\n'));
    // The link beside the button opens the twin as text in the browser (not a download).
    await page.getByRole('link', { name: 'نمایش Markdown' }).click();
    await page.waitForURL(/\/markdown-page\.md$/);
    assert.ok(((await page.textContent('body')) ?? '').startsWith('# راهنمای نگارش مستندات'));
    await context.close();
  });
});
