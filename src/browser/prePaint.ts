import { ANNOUNCEMENT_ID } from '../config/announcementId';
import { STORAGE_KEYS } from './storage';

/** The colour modes a reader may choose; `system` follows the operating system. Cycle order as Docusaurus. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorModeChoice = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = 'light' | 'dark';
export const DEFAULT_COLOR_MODE: ColorModeChoice = 'light';

/** Attributes on <html> that CSS keys off; set before first paint, kept up to date by the contexts. */
export const HTML_ATTRS = {
  theme: 'data-theme',
  themeChoice: 'data-theme-choice',
  announcementDismissed: 'data-announcement-dismissed',
} as const;

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs before the body paints: applies the stored colour mode (light when the value is missing, corrupt or
 * storage is unavailable). The same text on every page, so one CSP hash covers it.
 */
export const colorModeScript =
  `(function(){var c='${DEFAULT_COLOR_MODE}';try{var s=localStorage.getItem('${STORAGE_KEYS.colorMode}');` +
  `if(s==='light'||s==='dark'||s==='system')c=s}catch(e){}var r=c;if(c==='system'){r='light';` +
  `try{if(window.matchMedia('${DARK_QUERY}').matches)r='dark'}catch(e){}}` +
  `var h=document.documentElement;h.setAttribute('${HTML_ATTRS.theme}',r);h.setAttribute('${HTML_ATTRS.themeChoice}',c)})();`;

/**
 * Runs before any other script: a malformed URL fragment (`#%E0%A4%A`) is made decodable, as
 * src/lib/safeHash does (its test proves the two agree), before gatsby-remark-autolink-headers' inline
 * scroll script and Gatsby's router read it with decodeURI, which would throw `URI malformed`. Gatsby's
 * router keeps the location it reads as its bundle starts, so this cannot wait for the runtime. The same
 * text on every page.
 */
export const hashRepairScript =
  `(function(){try{var h=location.hash;try{decodeURI(h);return}catch(e){}` +
  `history.replaceState(history.state,'',location.pathname+location.search+h.replace(/(?:%[0-9A-Fa-f]{2})+|%/g,` +
  `function(r){if(r==='%')return'%25';try{decodeURIComponent(r);return r}catch(e){return r.replace(/%/g,'%25')}}))}catch(e){}})();`;

/**
 * Hides an announcement the reader already closed, before it can flash. Dismissal only counts for the
 * announcement id it was stored against: a new id shows the bar again.
 */
export const announcementScript =
  `(function(){try{var s=localStorage;if(s.getItem('${STORAGE_KEYS.announcementDismissed}')==='true'&&` +
  `s.getItem('${STORAGE_KEYS.announcementId}')===${JSON.stringify(ANNOUNCEMENT_ID)})` +
  `document.documentElement.setAttribute('${HTML_ATTRS.announcementDismissed}','true')}catch(e){}})();`;
