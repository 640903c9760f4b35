import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { parseMdx } from '../lib/mdxSyntax';
import { noFacts, readDocument, type DocumentFacts } from '../lib/documentModel';
import { documentWarnings, linesBeforeBody } from './documentChecks';
import { remarkApiHeadings } from './remark/apiHeadings';

/** A document as every reader of it sees it: the facts of its tree and the warnings an author should see. */
export interface DocumentModel extends DocumentFacts {
  /** Lines of the file before the body (the frontmatter): a line of the body plus this is the file's line. */
  lineOffset: number;
  warnings: string[];
  /** Why the body is not MDX (then every list is empty): the compile reports it with the file and line. */
  error?: string;
}

export interface DocumentInput {
  /** The MDX without frontmatter, as gatsby-plugin-mdx gives it (the node's `body`). */
  body: string;
  /** The whole file, when known: lines and offsets are then the file's. */
  raw?: string;
  /** The document's file (absolute), for warnings and file links. */
  file: string;
  contentDir: string;
}

/**
 * Parses a document once with the compile's parser (src/node/mdxConfig.ts) and reads it (src/lib/documentModel.ts).
 * The headings remarkApiHeadings puts before each <ApiOperation> are added first, as the compile adds them, so
 * the ids of the search sections are those gatsby-remark-autolink-headers gives the page (one github-slugger
 * per page over every heading, in order).
 */
export function documentModel({ body, raw, file, contentDir }: DocumentInput): DocumentModel {
  const lineOffset = raw === undefined ? 0 : linesBeforeBody(raw, body);
  const offset = raw === undefined || !raw.endsWith(body) ? 0 : raw.length - body.length;
  let tree: Root;
  try {
    tree = parseMdx(body);
  } catch (e) {
    return { ...noFacts(), lineOffset, warnings: [], error: (e as Error).message };
  }
  (remarkApiHeadings() as (tree: Root) => void)(tree);
  const slugger = new GithubSlugger();
  const facts = readDocument(tree, {
    body,
    lineOffset,
    offset,
    slug: (text) => slugger.slug(text),
    generated: (heading) => !heading.position,
  });
  return { ...facts, lineOffset, warnings: documentWarnings(facts, file, contentDir) };
}

/** The frontmatter block: its fences and, in group 1, the YAML between them. */
export const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*\r?\n?/;

/** The body of a file as gray-matter (gatsby-plugin-mdx) splits it: what follows the frontmatter block. */
export function bodyOf(raw: string): string {
  return raw.slice(FRONTMATTER.exec(raw)?.[0].length ?? 0);
}
