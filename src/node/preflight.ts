import fs from 'fs';
import type { GatsbyNode } from 'gatsby';
import { parse } from 'yaml';
import { contentDir } from './contentDir';
import { listContentFiles } from './contentFiles';
import { displayPath } from './displayPath';
import { FRONTMATTER } from './documentModel';

/** The YAML between the opening `---` fences, or null when the file has none. */
export function frontmatterBlock(source: string): string | null {
  return FRONTMATTER.exec(source)?.[1] ?? null;
}

/** The YAML error of a document's frontmatter, with the file's line (the block starts on line 2), or null. */
export function frontmatterYamlError(file: string, source: string): string | null {
  const block = frontmatterBlock(source);
  if (block === null) return null;
  try {
    parse(block);
    return null;
  } catch (e) {
    const at = (e as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
    const where = at ? `:${at.line + 1}:${at.col}` : '';
    return `Frontmatter error in ${displayPath(file)}${where}: not valid YAML (${(e as Error).message.split('\n')[0]}). Fix: put values that contain a colon or quotes in double quotes, e.g. description: "…".`;
  }
}

/**
 * Before sourcing, the one check that cannot wait for the nodes: frontmatter that is not YAML. With it,
 * gatsby-plugin-mdx (5.16) throws from its onCreateNode with the YAML error and no file name, and stops at
 * the first bad document. So each document's frontmatter block is parsed here first, and the build fails
 * once listing every file with its YAML error, its line and the fix. The fields themselves are checked on
 * the nodes (createPages.ts). `gatsby develop` checks each document again when it changes (onCreateNode.ts).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  if (!fs.existsSync(contentDir)) {
    reporter.panic(
      `Content folder ${contentDir} does not exist. Fix: create it or point DOCS_CONTENT_DIR at your documents.`,
    );
  }
  const errors = listContentFiles(contentDir, ['.mdx']).flatMap(
    (file) => frontmatterYamlError(file, fs.readFileSync(file, 'utf8')) ?? [],
  );
  if (errors.length) reporter.panicOnBuild(errors.join('\n'));
};
