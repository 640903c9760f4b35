/**
 * What the Persian lint reads of a text: its prose, with everything else (code, JSX tags and their non-prose
 * attributes, expressions, imports, URLs, link destinations, frontmatter keys) replaced by spaces so offsets,
 * lines and columns stay those of the source. The ranges come from the document model's walk of the tree the
 * compile's parser gives (src/lib/documentModel.ts), and from the YAML parser for the frontmatter.
 */
import type { Root } from 'mdast';
import { isScalar, parseDocument, visit } from 'yaml';
import { parseMarkdown, parseMdx } from '../../src/lib/mdxSyntax';
import { readDocument, type DocumentFacts, type Range } from '../../src/lib/documentModel';
import { bodyOf } from '../../src/node/documentModel';

export interface MaskedSource {
  /** The source with every non-prose character replaced by a space (newlines kept). */
  prose: string;
  /** [start, end) offsets of fenced code bodies and inline code, for the character rules. */
  code: Range[];
}

/** The values of a frontmatter block (titles, descriptions) are prose; its keys are not. */
function frontmatterRanges(yaml: string, offset: number): Range[] {
  const ranges: Range[] = [];
  visit(parseDocument(yaml), {
    Pair(_key, pair) {
      const value = pair.value;
      if (!isScalar(value) || !value.range) return;
      const quoted = value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE' ? 1 : 0;
      ranges.push([offset + value.range[0] + quoted, offset + value.range[1] - quoted]);
    },
  });
  return ranges;
}

/**
 * The facts of a text that may be MDX (a document, with or without frontmatter) or plain Markdown (a
 * description of the API definition, an interface string): read as MDX when it parses as MDX, else as Markdown.
 */
function factsOf(source: string): { facts: DocumentFacts; front: Range[] } {
  // The frontmatter as the build splits it (bodyOf): its YAML is between the first line and the closing `---`.
  const body = bodyOf(source);
  const offset = source.length - body.length;
  const yamlStart = source.indexOf('\n') + 1;
  let tree: Root;
  try {
    tree = parseMdx(body);
  } catch {
    tree = parseMarkdown(body);
  }
  const facts = readDocument(tree, { body, offset, slug: (text) => text });
  const yaml = source.slice(yamlStart, source.lastIndexOf('\n---', offset));
  return { facts, front: offset ? frontmatterRanges(yaml, yamlStart) : [] };
}

let last: { source: string; masked: MaskedSource; links: string[] } | null = null;

/** One text is read once, however many rules ask (the lint runs its rules one after another on a document). */
function read(source: string) {
  if (last?.source === source) return last;
  const { facts, front } = factsOf(source);
  const chars = source.replace(/[^\n]/g, ' ').split('');
  for (const [from, to] of [...front, ...facts.lint.prose]) for (let i = from; i < to; i++) chars[i] = source[i];
  last = { source, masked: { prose: chars.join(''), code: facts.lint.code }, links: facts.links };
  return last;
}

/** The prose of a text and where its code is; see the module comment. */
export function maskedProse(source: string): MaskedSource {
  return read(source).masked;
}

/** Internal link targets of an MDX document: Markdown links and JSX href/to attributes, in order; never in code. */
export function internalLinks(source: string): string[] {
  return read(source).links.filter((href) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href));
}
