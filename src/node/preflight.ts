import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { parse } from 'yaml';
import { validateFrontmatter } from '../lib/frontmatter';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'node_modules' ? [] : mdxFiles(abs);
    return e.name.endsWith('.mdx') ? [abs] : [];
  });
}

/** The YAML between the opening `---` fences, or null when the file has none. */
export function frontmatterBlock(source: string): string | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  return m ? m[1] : null;
}

/**
 * Before sourcing: gatsby-plugin-mdx reports broken frontmatter YAML without naming the file, and a
 * panic stops at the first bad document. Read every document's frontmatter first and fail once, listing
 * each file with its YAML or type error and the fix.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  if (!fs.existsSync(contentDir)) {
    reporter.panic(`Content folder ${contentDir} does not exist. Fix: create it or point DOCS_CONTENT_DIR at your documents.`);
  }
  const errors: string[] = [];
  for (const file of mdxFiles(contentDir)) {
    const block = frontmatterBlock(fs.readFileSync(file, 'utf8'));
    const shown = displayPath(file);
    if (block === null) {
      errors.push(`Frontmatter error in ${shown}: the file has no frontmatter. Fix: start it with\n---\ntitle: عنوان صفحه\n---`);
      continue;
    }
    let data: unknown;
    try {
      data = parse(block);
    } catch (e) {
      errors.push(
        `Frontmatter error in ${shown}: not valid YAML (${(e as Error).message.split('\n')[0]}). Fix: put values that contain a colon or quotes in double quotes, e.g. description: "…".`,
      );
      continue;
    }
    for (const error of validateFrontmatter(data as Record<string, unknown>)) errors.push(`Frontmatter error in ${shown}: ${error}`);
  }
  // All at once, so an author fixes every file in one pass.
  if (errors.length) reporter.panicOnBuild(errors.join('\n'));
};
