/**
 * The Persian page the service worker answers with when a page cannot be loaded: no connection, and the
 * page is not saved. It replaces the browser's own "no internet" page. Its fixed parts (strings, theme
 * colours, the font, the colour-mode script, page titles) are put together at build time
 * (src/node/serviceWorker/offlineTemplate.ts); the worker fills in the address asked for and the pages it
 * has saved. No script but the site's own colour-mode script (allowed by its hash): the retry is a link
 * to the same address, which works without JavaScript.
 */
export interface OfflinePageTemplate {
  /** Document title, heading, explanation, the retry link, the link home, the saved list's heading. */
  strings: {
    title: string;
    heading: string;
    body: string;
    retry: string;
    home: string;
    saved: string;
    noneSaved: string;
  };
  siteTitle: string;
  titleDelimiter: string;
  /** CSS for both colour modes, keyed off `data-theme` on <html>, and the page's own rules. */
  css: string;
  /** The pre-paint script that applies the reader's stored colour mode, and its CSP hash (`'sha256-…'`). */
  colorModeScript: string;
  colorModeScriptHash: string;
  /** Page titles by route, for the list of saved pages. */
  titles: Record<string, string>;
}

export interface OfflinePageRequest {
  /** The address the reader asked for (path and query). */
  address: string;
  /** Routes of the pages that are saved, in the order to list them. */
  saved: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The address as a same-origin path: anything else (a scheme, `//host`) becomes `/`. */
export function safeAddress(address: string): string {
  const plain = [...address].every((c) => c.charCodeAt(0) >= 0x20 && c !== '\\');
  return /^\/(?!\/)/.test(address) && plain ? address : '/';
}

export function renderOfflinePage(t: OfflinePageTemplate, { address, saved }: OfflinePageRequest): string {
  const href = escapeHtml(safeAddress(address));
  const body = escapeHtml(t.strings.body).replace(
    '{route}',
    `<bdi dir="ltr">${escapeHtml(decodeForDisplay(safeAddress(address)))}</bdi>`,
  );
  const items = saved
    .filter((route) => t.titles[route])
    .map((route) => `<li><a href="${escapeHtml(route)}">${escapeHtml(t.titles[route])}</a></li>`)
    .join('');
  const list = items ? `<ul>${items}</ul>` : `<p>${escapeHtml(t.strings.noneSaved)}</p>`;
  return (
    `<!DOCTYPE html><html lang="fa-IR" dir="rtl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(`${t.strings.title} ${t.titleDelimiter} ${t.siteTitle}`)}</title>` +
    `<script>${t.colorModeScript}</script><style>${t.css}</style></head>` +
    `<body><main id="main-content" data-testid="offline-page"><h1>${escapeHtml(t.strings.heading)}</h1><p>${body}</p>` +
    `<p class="actions"><a class="button" href="${href}">${escapeHtml(t.strings.retry)}</a> <a href="/">${escapeHtml(t.strings.home)}</a></p>` +
    `<h2>${escapeHtml(t.strings.saved)}</h2>${list}</main></body></html>`
  );
}

/** The policy of the offline page: its one inline script by hash, its inline style, our origin for the font. */
export function offlinePagePolicy(t: Pick<OfflinePageTemplate, 'colorModeScriptHash'>): string {
  return [
    "default-src 'self'",
    `script-src ${t.colorModeScriptHash}`,
    "style-src 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function decodeForDisplay(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
