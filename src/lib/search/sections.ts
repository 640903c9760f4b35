import type { SearchSection } from './options';

/**
 * Splits one MDX document into search sections: its introduction (text before the first h2) and one
 * section per h2/h3, with the heading id the built page gives it. Ids come from `slug`, which must behave
 * like the slugger of gatsby-remark-autolink-headers (github-slugger over the heading's plain text, one
 * instance per page, counting every heading level). Deeper headings, admonitions, tables and tabs belong
 * to the section they are in. Code goes to the `code` field; `<ApiOperation id="…" />` and
 * `<ApiSchema name="…" />` are resolved through `operations` and `schemas` into the `api` field.
 */

export interface PageInfo {
  route: string;
  title: string;
  description?: string | null;
}

export interface OperationInfo {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  operationId: string;
}

export interface SchemaInfo {
  name: string;
  /** Property names and their descriptions, as searchable text. */
  text: string;
}

export interface SectionOptions {
  /** Heading text → id, stateful per page (e.g. a fresh github-slugger's `slug`). */
  slug: (text: string) => string;
  operations?: Map<string, OperationInfo>;
  schemas?: Map<string, SchemaInfo>;
  /** Stored prose per section is cut here (characters), to keep the index small. */
  maxStoredText?: number;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

/** Inline Markdown/MDX to the plain text mdast-util-to-string would give. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\/?>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*/g, '$1$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** One line of block-level MDX to prose: markers, directives, JSX-only lines and table rules removed. */
function lineText(line: string): string {
  const trimmed = line.trim();
  if (!trimmed) return '';
  if (/^(import|export)\s/.test(trimmed)) return '';
  if (/^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(trimmed)) return '';
  const directive = /^:{3,}\s*[\w-]*\s*(?:\[(.*)\])?.*$/.exec(trimmed);
  if (directive) return directive[1] ? inlineText(directive[1]) : '';
  let text = trimmed
    .replace(/^>\s?/, '')
    .replace(/^([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
    .replace(/\|/g, ' ');
  text = inlineText(text);
  // Attribute text of JSX components that readers see (labels of tabs, titles).
  const labels = Array.from(line.matchAll(/\b(?:label|title)="([^"]+)"/g), (m) => m[1]);
  return [text, ...labels].join(' ').replace(/\s+/g, ' ').trim();
}

/** Code lines reduced to words worth finding: identifiers, paths, model ids, quoted strings. */
function codeText(lines: string[]): string {
  const words = new Set<string>();
  for (const line of lines) {
    for (const m of line.matchAll(/[A-Za-z\u0600-\u06FF][\w\u0600-\u06FF\u200C./:-]*[\w\u0600-\u06FF]/g)) {
      if (m[0].length > 2) words.add(m[0]);
    }
  }
  return Array.from(words).join(' ');
}

function stripFrontmatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

/** `/concepts/contentWriter` → `contentWriter content writer`; `/` → ''. */
export function routeWords(route: string): string {
  const last = route.split('/').filter(Boolean).pop() ?? '';
  const split = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ');
  return split === last ? last : `${last} ${split}`;
}

function operationText(op: OperationInfo): string {
  return [op.method.toUpperCase(), op.path, op.summary, op.operationId].filter(Boolean).join(' ');
}

export function sectionsFromMdx(source: string, page: PageInfo, options: SectionOptions): SearchSection[] {
  const { slug, operations, schemas, maxStoredText = 320 } = options;
  interface Draft {
    anchor: string;
    heading: string;
    prose: string[];
    code: string[];
    api: string[];
  }
  const intro: Draft = { anchor: '', heading: '', prose: page.description ? [page.description] : [], code: [], api: [] };
  const drafts: Draft[] = [intro];
  let current = intro;
  let fence: string | null = null;
  let codeLines: string[] = [];

  for (const line of stripFrontmatter(source).split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && !line.trim().slice(fenceMatch[1].length).trim()) {
        current.code.push(codeText(codeLines));
        fence = null;
        codeLines = [];
      } else codeLines.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      const title = /title="([^"]+)"/.exec(line);
      if (title) current.prose.push(title[1]);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = inlineText(heading[2]).trim();
      const id = slug(text);
      const depth = heading[1].length;
      if (depth === 2 || depth === 3) {
        current = { anchor: id, heading: text, prose: [], code: [], api: [] };
        drafts.push(current);
      } else current.prose.push(text);
      continue;
    }
    for (const m of line.matchAll(/<ApiSchema\b[^>]*\bname=["']([^"']+)["']/g)) {
      const schema = schemas?.get(m[1]);
      if (schema) current.api.push(`${schema.name} ${schema.text}`.trim());
    }
    for (const m of line.matchAll(/<ApiOperation\b[^>]*\b(?:id|operationId)=["']([^"']+)["']/g)) {
      const op = operations?.get(m[1]);
      if (op) current.api.push(operationText(op));
      if (op?.description) current.prose.push(inlineText(op.description));
    }
    const text = lineText(line);
    if (text) current.prose.push(text);
  }
  if (fence) current.code.push(codeText(codeLines));

  return drafts
    .filter((d, i) => i === 0 || d.heading)
    .map((d) => {
      const prose = d.prose.join(' ').replace(/\s+/g, ' ').trim();
      return {
        id: d.anchor ? `${page.route}#${d.anchor}` : page.route,
        route: page.route,
        anchor: d.anchor,
        pageTitle: page.title,
        heading: d.heading,
        // The route's last segment is an English name readers type too (`embedding`, `wrapper`, `contentWriter`).
        title: d.anchor ? '' : `${page.title} ${routeWords(page.route)}`.trim(),
        text: prose,
        excerpt: prose.length > maxStoredText ? prose.slice(0, prose.lastIndexOf(' ', maxStoredText) + 1 || maxStoredText).trim() : prose,
        api: d.api.join(' · '),
        // The route's words are searchable from the introduction: readers type `embedding` or `wrapper`.
        code: d.code.join(' '),
      };
    });
}
