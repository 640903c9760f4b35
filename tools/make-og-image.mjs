// Makes the site's images once, so builds need no browser: the OpenGraph/Twitter card (static/og-image.png,
// 1200×630, Persian set in Vazirmatn and shaped by Chromium's HarfBuzz), the icons (favicon.ico with 16, 32
// and 48 px PNGs, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png) from the same mark
// as static/favicon.svg. The font comes from node_modules and is inlined, so nothing is fetched.
//
//   node tools/make-og-image.mjs        (needs /usr/bin/chromium or CHROMIUM_PATH)
//
// Commit the files it writes; run it again when the mark, the tagline or the colours change.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const staticDir = path.join(root, 'static');
const fontDir = path.join(root, 'node_modules/@fontsource-variable/vazirmatn');

const BRAND = '#1a56b8';
const BRAND_DARK = '#0f3a80';
const TITLE = 'مستندات متیس';
const TAGLINE = 'API هوش مصنوعی برای توسعه‌دهندگان: مدل‌های زبانی، تصویر، صوت و پایگاه دانش';
const HOST = 'docs.metisai.ir';

/** The mark: an M drawn as a small network of nodes, white on the brand colour. Same as static/favicon.svg. */
const markPaths = `
  <polyline points="17,45 17,20 32,35 47,20 47,45" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="17" cy="45" r="4.5" fill="#fff"/><circle cx="47" cy="45" r="4.5" fill="#fff"/><circle cx="32" cy="35" r="4.5" fill="#fff"/>`;
const markSvg = (rounded = true) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>${markPaths}</svg>`;

function fontFaces() {
  const css = fs.readFileSync(path.join(fontDir, 'index.css'), 'utf8');
  return css.replace(/url\(\.\/files\/([^)]+)\)/g, (_, file) => {
    const data = fs.readFileSync(path.join(fontDir, 'files', file)).toString('base64');
    return `url(data:font/woff2;base64,${data})`;
  });
}

const cardHtml = `<!doctype html>
<html lang="fa-IR" dir="rtl"><head><meta charset="utf-8"><style>
${fontFaces()}
* { box-sizing: border-box; margin: 0; }
html, body { width: 1200px; height: 630px; }
body {
  font-family: 'Vazirmatn Variable', sans-serif; color: #fff; overflow: hidden;
  background: radial-gradient(circle at 15% 110%, #2f74e0 0, transparent 55%), linear-gradient(135deg, ${BRAND} 0%, ${BRAND_DARK} 100%);
  display: flex; flex-direction: column; justify-content: space-between; padding: 72px 84px;
}
.top { display: flex; align-items: center; gap: 28px; }
.top svg { width: 112px; height: 112px; border-radius: 24px; box-shadow: 0 0 0 3px rgba(255,255,255,.35); }
.brand { font-size: 44px; font-weight: 700; opacity: .95; }
h1 { font-size: 104px; font-weight: 800; line-height: 1.25; letter-spacing: 0; }
p { font-size: 38px; font-weight: 500; line-height: 1.6; opacity: .92; max-width: 1000px; }
.bottom { display: flex; justify-content: space-between; align-items: center; font-size: 30px; }
.bottom code { font-family: 'Vazirmatn Variable', monospace; direction: ltr; unicode-bidi: isolate;
  background: rgba(255,255,255,.14); padding: 8px 20px; border-radius: 12px; }
bdi { unicode-bidi: isolate; }
</style></head><body>
<div class="top">${markSvg()}<div class="brand">متیس</div></div>
<div><h1>${TITLE}</h1><p>${TAGLINE.replace('API', '<bdi>API</bdi>')}</p></div>
<div class="bottom"><span dir="ltr">${HOST}</span><code>POST /api/v1/chat/session</code></div>
</body></html>`;

function iconHtml(size, { rounded, padding = 0 }) {
  const inner = size - padding * 2;
  return `<!doctype html><html><head><style>html,body{margin:0;background:transparent}
  body{width:${size}px;height:${size}px;${padding ? `background:${BRAND};` : ''}display:flex;align-items:center;justify-content:center}
  svg{width:${inner}px;height:${inner}px;display:block}</style></head><body>${markSvg(rounded)}</body></html>`;
}

/** An .ico holding PNG images (supported by every current browser): a header, one entry per image, the images. */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(cardHtml, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => document.fonts.check("700 104px 'Vazirmatn Variable'", 'مستندات'));
  if (!loaded) throw new Error('Vazirmatn did not load; the card would fall back to another font');
  await page.screenshot({ path: path.join(staticDir, 'og-image.png'), type: 'png' });

  const shot = async (size, options) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(size, options));
    return page.screenshot({ type: 'png', omitBackground: true });
  };
  fs.writeFileSync(path.join(staticDir, 'icon-192.png'), await shot(192, { rounded: true }));
  fs.writeFileSync(path.join(staticDir, 'icon-512.png'), await shot(512, { rounded: true }));
  // Maskable: full-bleed background, the mark inside the 80% safe zone.
  fs.writeFileSync(path.join(staticDir, 'icon-maskable-512.png'), await shot(512, { rounded: false, padding: 64 }));
  fs.writeFileSync(path.join(staticDir, 'apple-touch-icon.png'), await shot(180, { rounded: false }));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, data: await shot(size, { rounded: true }) });
  fs.writeFileSync(path.join(staticDir, 'favicon.ico'), ico(small));
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), markSvg() + '\n');
  console.log(
    'Wrote static/og-image.png, favicon.ico, favicon.svg, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png',
  );
} finally {
  await browser.close();
}
