import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { FONT_FAMILY, unicodeRanges } from '../../browser/fontFace';
import { colorModeScript } from '../../browser/prePaint';
import { siteConfig } from '../../config/site';
import { translate } from '../../i18n/translate';
import type { OfflinePageTemplate } from '../../lib/offline/offlinePage';
import { themeVariables } from '../../theme/tokens';

/** The hashed font file the build copied into public/static (the worker's shell saves it). */
export function builtFontUrl(publicDir: string): string | null {
  const dir = path.join(publicDir, 'static');
  const file = fs.existsSync(dir)
    ? fs.readdirSync(dir).find((f) => /^vazirmatn-arabic-wght-normal-[0-9a-f]+\.woff2$/.test(f))
    : undefined;
  return file ? `/static/${file}` : null;
}

/** The offline page's own rules, in the site's look (the error screens' layout and button). */
function pageCss(fontUrl: string | null): string {
  const font = fontUrl
    ? `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${fontUrl}) format('woff2');unicode-range:${unicodeRanges.arabic}}`
    : '';
  return (
    font +
    `*{box-sizing:border-box}body{margin:0;background:var(--metis-bg);color:var(--metis-text);` +
    `font-family:'${FONT_FAMILY}',Vazirmatn,system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;line-height:1.85}` +
    `main{max-width:42rem;margin:3rem auto;padding:1.5rem}h1{font-size:1.75rem;line-height:1.4;margin:0 0 .75rem}` +
    `h2{font-size:1.15rem;margin:2rem 0 .5rem}a{color:var(--metis-link)}` +
    `a:focus-visible{outline:3px solid var(--metis-focus);outline-offset:2px;border-radius:4px}` +
    `.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1.25rem 0}` +
    `.button{font-weight:600;padding:.5rem 1.25rem;border-radius:6px;border:1px solid var(--metis-primary);` +
    `background:var(--metis-primary);color:var(--metis-primary-contrast);text-decoration:none}` +
    `ul{padding-inline-start:1.25rem}li{margin:.25rem 0}bdi{unicode-bidi:isolate}`
  );
}

/**
 * Everything of the offline page that is fixed for a build: the Persian strings (src/i18n/fa.ts), both
 * colour themes (src/theme/tokens.ts), the reader's stored colour mode applied before paint by the same
 * script every page runs, the font, and the title of every page by route, in `order`.
 */
export function offlineTemplate({
  publicDir,
  titles,
}: {
  publicDir: string;
  titles: Array<[route: string, title: string]>;
}): OfflinePageTemplate {
  const hash = `'sha256-${crypto.createHash('sha256').update(colorModeScript, 'utf8').digest('base64')}'`;
  return {
    strings: {
      title: translate('theme.OfflinePage.title'),
      heading: translate('theme.OfflinePage.heading'),
      body: translate('theme.OfflinePage.body'),
      retry: translate('theme.ErrorPage.retry'),
      home: translate('theme.ErrorPage.home'),
      saved: translate('theme.OfflinePage.saved'),
      noneSaved: translate('theme.OfflinePage.noneSaved'),
    },
    siteTitle: siteConfig.title,
    titleDelimiter: siteConfig.titleDelimiter,
    css: themeVariables.styles + pageCss(builtFontUrl(publicDir)),
    colorModeScript,
    colorModeScriptHash: hash,
    titles: Object.fromEntries(titles),
  };
}
