import prismComponents from 'prismjs/components.json';

/** Names that render as plain, unhighlighted text on purpose. */
const PLAIN = ['text', 'plaintext', 'plain', 'txt', 'none'];

type PrismComponents = { languages: Record<string, { alias?: string | string[] } | string> };

function buildKnown(): Set<string> {
  const known = new Set<string>(PLAIN);
  const langs = (prismComponents as unknown as PrismComponents).languages;
  for (const [name, meta] of Object.entries(langs)) {
    if (name === 'meta' || typeof meta === 'string') continue;
    known.add(name);
    const alias = meta.alias;
    if (Array.isArray(alias)) alias.forEach((a) => known.add(a));
    else if (alias) known.add(alias);
  }
  return known;
}

const known = buildKnown();

/** Whether gatsby-remark-prismjs can highlight a fence in this language (case-insensitive, as Prism is). */
export function isKnownCodeLanguage(lang: string): boolean {
  return known.has(lang.toLowerCase());
}

/** Fence meta as Docusaurus writes it: `title="…"` and highlighted lines `{1,3-5}`. */
export function parseFenceMeta(lang: string | null | undefined, meta: string | null | undefined) {
  let language = (lang || '').trim();
  let highlight = '';
  const inLang = /^([^{]+)\{([\d,\s-]+)\}$/.exec(language);
  if (inLang) {
    language = inLang[1];
    highlight = inLang[2];
  }
  const m = meta || '';
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(m);
  const lines = /\{([\d,\s-]+)\}/.exec(m);
  if (lines) highlight = lines[1];
  return {
    language,
    title: title ? (title[1] ?? title[2]) : '',
    highlight: highlight.replace(/\s+/g, ''),
  };
}
