/**
 * What a document holds, read from its mdast in one walk: the components it uses, its API references, its
 * code fences, its links to content files and its admonitions, its search sections with the heading ids
 * its page gives them, and the ranges of its prose (for the Persian lint). Pure: the tree comes from the
 * one parser of src/node/mdxConfig.ts (the compile's), so nothing here can see the document differently from
 * the page. src/node/documentModel.ts parses and calls it; onCreateNode stores the result on the node.
 */
import type { Content, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** The Docusaurus admonition kinds and what each renders as; `caution` is Docusaurus's older name for warning. */
export const ADMONITION_KINDS: Readonly<Record<string, 'tip' | 'note' | 'info' | 'warning' | 'danger'>> = {
  tip: 'tip',
  note: 'note',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

/** A link to a content file: `x.mdx`, `../a/b.md#part`; never a URL with a scheme. */
export const FILE_LINK = /^([^:?#]+\.mdx?)(#.*)?$/;

/** JSX attributes whose values are read by people: linted like prose. */
const PROSE_ATTRIBUTES = new Set([
  'title',
  'label',
  'alt',
  'caption',
  'description',
  'aria-label',
  'tagline',
  'heading',
  'cta',
]);

/** A use of <ApiOperation id="…"> or <ApiSchema name="…">, with its line in the file. */
export interface ApiReferenceUse {
  kind: 'operation' | 'schema';
  /** The operationId or schema name; empty when the tag has none, so the build names it. */
  id: string;
  line: number;
  /** `examples="a,b"` on <ApiOperation>: the request examples to show (empty: the page's default). */
  examples: string[];
}

export interface FenceUse {
  /** The info string's first word, as written (`python`, `js{2-3}`); empty when none. */
  lang: string;
  /** The rest of the info string. */
  meta: string;
  code: string;
  line: number;
}

export interface LineUse {
  /** A link's URL or a directive's name. */
  name: string;
  line: number;
}

/** A search section as the document gives it: the API it renders is resolved when the index is built. */
export interface SectionDraft {
  /** The heading's id on the page ('' for the introduction before the first h2). */
  anchor: string;
  heading: string;
  /** The prose a reader sees in the section, block by block, whitespace collapsed. */
  text: string[];
  /** Words worth finding in its code: identifiers, paths, model ids. */
  code: string;
  /** The operations and schemas it renders, in order; `at`: the number of `text` blocks before it. */
  api: Array<{ kind: 'operation' | 'schema'; id: string; at: number }>;
}

/** [start, end) offsets in the file. */
export type Range = [number, number];

export interface LintRanges {
  /** Text a reader reads: paragraphs, headings, cells, prose attributes, fence titles. */
  prose: Range[];
  /** Code (fenced bodies and inline code), for the rules that apply inside code too. */
  code: Range[];
}

export interface DocumentFacts {
  /** Capitalised JSX elements the author wrote, in order of first use: they pick the page's template. */
  components: string[];
  apiReferences: ApiReferenceUse[];
  fences: FenceUse[];
  fileLinks: LineUse[];
  /** Container directives (`:::name`), the admonitions. */
  directives: LineUse[];
  /** Every link target: Markdown links and definitions, JSX `href` and `to`, in order. */
  links: string[];
  sections: SectionDraft[];
  lint: LintRanges;
}

/** The facts of a document that has none yet: what the reader starts from, and the model of a body that is not MDX. */
export const noFacts = (): DocumentFacts => ({
  components: [],
  apiReferences: [],
  fences: [],
  fileLinks: [],
  directives: [],
  links: [],
  sections: [],
  lint: { prose: [], code: [] },
});

export interface ReadOptions {
  /** The text the tree was parsed from (offsets and attribute values are read in it). */
  body: string;
  /** Lines of the file before the body (the frontmatter). */
  lineOffset?: number;
  /** Characters of the file before the body. */
  offset?: number;
  /** Heading text → id, stateful per page: a fresh github-slugger's `slug`, as gatsby-remark-autolink-headers. */
  slug: (text: string) => string;
  /** Whether a heading was added by the build (remarkApiHeadings): it takes an id but opens no search section. */
  generated?: (heading: Content) => boolean;
}

/* Loose shapes of the MDX and directive nodes (their type packages are not installed). */
interface AnyNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: AnyNode[];
  data?: { directiveLabel?: boolean };
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

/** An attribute as written: a string, or a string literal in braces (`id={'x'}`); undefined otherwise. */
export function attributeValue(node: AnyNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (typeof attr.value === 'string') return attr.value;
  const expression = (attr.value as { value?: unknown } | null)?.value;
  const literal = typeof expression === 'string' ? /^\s*(["'`])([^"'`]*)\1\s*$/.exec(expression) : null;
  return literal ? literal[2] : undefined;
}

/** The text of a text, inline code or code node (its value is a string there). */
const textOf = (node: AnyNode): string => (typeof node.value === 'string' ? node.value : '');

/** Code lines reduced to words worth finding: identifiers, paths, model ids, quoted strings. */
function codeWords(code: string): string {
  const words = new Set<string>();
  for (const m of code.matchAll(/[A-Za-z\u0600-\u06FF][\w\u0600-\u06FF\u200C./:-]*[\w\u0600-\u06FF]/g))
    if (m[0].length > 2) words.add(m[0]);
  return [...words].join(' ');
}

const fenceTitle = (meta: string | null | undefined) => /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');

const isJsx = (node: AnyNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A link whose text is its URL (`https://…`, `www.…`, an e-mail address): an address, not prose. */
function isAddress(node: AnyNode): boolean {
  const text = toString(node);
  return [text, `http://${text}`, `https://${text}`, `mailto:${text}`].includes(node.url ?? '');
}

/** What a reader reads of inline content: text, code, link text; JSX attributes that are labels (label, title). */
function inlineText(nodes: AnyNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'inlineCode') return textOf(n);
      if (n.type === 'break') return ' ';
      if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression') return '';
      const labels = isJsx(n) ? ['label', 'title'].map((a) => attributeValue(n, a) ?? '').filter(Boolean) : [];
      return [inlineText(n.children ?? []), ...labels].join(' ');
    })
    .join('');
}

interface Draft extends SectionDraft {
  codes: string[];
}

const start = (node: AnyNode) => node.position?.start.offset ?? 0;
const end = (node: AnyNode) => node.position?.end.offset ?? 0;

/** One walk of a document's tree, collecting its facts (readDocument). */
class DocumentReader {
  readonly facts: Omit<DocumentFacts, 'sections'> = noFacts();
  private drafts: Draft[] = [{ anchor: '', heading: '', text: [], code: '', api: [], codes: [] }];
  private current = this.drafts[0];
  private readonly offset: number;

  constructor(private readonly options: ReadOptions) {
    this.offset = options.offset ?? 0;
  }

  private line(node: AnyNode) {
    return (node.position?.start.line ?? 1) + (this.options.lineOffset ?? 0);
  }
  private prose(from: number, to: number) {
    if (to > from) this.facts.lint.prose.push([from + this.offset, to + this.offset]);
  }
  private code(from: number, to: number) {
    if (to > from) this.facts.lint.code.push([from + this.offset, to + this.offset]);
  }
  /** A block of the section's prose (empty ones are left out, so `at` counts what is kept). */
  private say(text: string) {
    const block = text.replace(/\s+/g, ' ').trim();
    if (block) this.current.text.push(block);
  }
  private link(url: string, node: AnyNode) {
    this.facts.links.push(url);
    if (FILE_LINK.test(url)) this.facts.fileLinks.push({ name: url, line: this.line(node) });
  }

  /** Prose ranges of a JSX element's attributes that people read, found in its opening tag. */
  private attributeRanges(node: AnyNode) {
    const tagEnd = node.children?.length ? start(node.children[0]) : end(node);
    for (const attr of node.attributes ?? []) {
      if (
        attr.type !== 'mdxJsxAttribute' ||
        !attr.name ||
        !PROSE_ATTRIBUTES.has(attr.name) ||
        typeof attr.value !== 'string'
      )
        continue;
      for (const quote of ['"', "'"]) {
        const at = this.options.body.indexOf(`${attr.name}=${quote}${attr.value}${quote}`, start(node));
        if (at === -1 || at > tagEnd) continue;
        const from = at + attr.name.length + 2;
        this.prose(from, from + attr.value.length);
        break;
      }
    }
  }

  private jsx(node: AnyNode) {
    const { components, links, apiReferences } = this.facts;
    const name = node.name ?? '';
    if (/^[A-Z]/.test(name) && !components.includes(name)) components.push(name);
    for (const target of ['href', 'to'].map((a) => attributeValue(node, a))) if (target) links.push(target);
    if (name === 'ApiOperation' || name === 'ApiSchema') {
      const kind = name === 'ApiOperation' ? 'operation' : 'schema';
      const id = attributeValue(node, kind === 'operation' ? 'id' : 'name') ?? '';
      const examples =
        kind === 'operation'
          ? (attributeValue(node, 'examples') ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [];
      apiReferences.push({ kind, id, line: this.line(node), examples });
      this.current.api.push({ kind, id, at: this.current.text.length });
    }
    this.attributeRanges(node);
  }

  /** Lint ranges of inline content (and links, inline code, inline JSX inside it). */
  private inline(nodes: AnyNode[]) {
    for (const n of nodes) {
      if (n.type === 'text') this.prose(start(n), end(n));
      else if (n.type === 'inlineCode') {
        const ticks = /^`+/.exec(this.options.body.slice(start(n), end(n)))?.[0].length ?? 1;
        this.code(start(n) + ticks, end(n) - ticks);
      } else if (n.type === 'link' || n.type === 'definition') {
        if (n.url) this.link(n.url, n);
        if (!isAddress(n)) this.inline(n.children ?? []);
      } else if (isJsx(n)) {
        this.jsx(n);
        this.inline(n.children ?? []);
      } else if (n.children) this.inline(n.children);
    }
  }

  /** Inline content that is prose of the section: its lint ranges and its text. */
  private text(nodes: AnyNode[]) {
    this.inline(nodes);
    this.say(inlineText(nodes));
  }

  private heading(node: AnyNode) {
    const text = toString(node);
    const id = this.options.slug(text);
    this.inline(node.children ?? []);
    if (this.options.generated?.(node as Content)) return;
    if (node.depth === 2 || node.depth === 3) {
      this.current = { anchor: id, heading: text.trim(), text: [], code: '', api: [], codes: [] };
      this.drafts.push(this.current);
    } else this.say(text);
  }

  private fence(node: AnyNode) {
    this.facts.fences.push({ lang: node.lang ?? '', meta: node.meta ?? '', code: textOf(node), line: this.line(node) });
    const title = fenceTitle(node.meta);
    if (title) this.say(title[1] ?? title[2]);
    const source = this.options.body.slice(start(node), end(node));
    const firstBreak = source.indexOf('\n');
    if (firstBreak !== -1) {
      const lastBreak = source.lastIndexOf('\n');
      const closed = /^\s*(`{3,}|~{3,})\s*$/.test(source.slice(lastBreak + 1)) && lastBreak > firstBreak;
      this.code(start(node) + firstBreak + 1, closed ? start(node) + lastBreak + 1 : end(node));
    }
    if (title) {
      const value = title[1] ?? title[2];
      const at = source.indexOf(title[0]);
      if (at !== -1 && at < (firstBreak === -1 ? source.length : firstBreak))
        this.prose(start(node) + at + 7, start(node) + at + 7 + value.length);
    }
    this.current.codes.push(codeWords(textOf(node)));
  }

  private table(node: AnyNode) {
    for (const row of node.children ?? []) {
      // The cells' edges stay visible to the lint: a sentence ends at one.
      const cells = row.children ?? [];
      for (let i = start(row); i < end(row); i++)
        if (this.options.body[i] === '|' && !cells.some((c) => i > start(c) && i < end(c) - 1)) this.prose(i, i + 1);
      for (const cell of cells) this.text(cell.children ?? []);
    }
  }

  block(node: AnyNode): void {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'thematicBreak':
      case 'html':
        return;
      case 'heading':
        return this.heading(node);
      case 'code':
        return this.fence(node);
      case 'containerDirective':
      case 'leafDirective':
        if (node.type === 'containerDirective')
          this.facts.directives.push({ name: node.name ?? '', line: this.line(node) });
        for (const child of node.children ?? []) {
          if (child.data?.directiveLabel) this.text(child.children ?? []);
          else this.block(child);
        }
        return;
      case 'mdxJsxFlowElement':
        this.jsx(node);
        for (const label of ['label', 'title'].map((a) => attributeValue(node, a))) if (label) this.say(label);
        for (const child of node.children ?? []) this.block(child);
        return;
      case 'table':
        return this.table(node);
      case 'paragraph':
        return this.text(node.children ?? []);
      default:
        if (node.children) for (const child of node.children) this.block(child);
        else if (node.type === 'definition' && node.url) this.link(node.url, node);
    }
  }

  /** The facts, once every block has been read. */
  done(): DocumentFacts {
    const sections = this.drafts
      .filter((d, i) => i === 0 || d.heading)
      .map(({ codes, ...d }) => ({ ...d, code: codes.filter(Boolean).join(' ') }));
    this.facts.lint.prose.sort((a, b) => a[0] - b[0]);
    this.facts.lint.code.sort((a, b) => a[0] - b[0]);
    return { ...this.facts, sections };
  }
}

/** Reads a document's tree; see the module comment. */
export function readDocument(tree: Root, options: ReadOptions): DocumentFacts {
  const reader = new DocumentReader(options);
  for (const child of tree.children as AnyNode[]) reader.block(child);
  return reader.done();
}
