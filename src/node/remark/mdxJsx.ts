import fs from 'fs';
import { displayPath } from '../displayPath';
/** Helpers to build MDX JSX nodes from remark plugins without pulling in the mdx-jsx type packages. */
export interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

export function jsxAttributes(props: Record<string, string | undefined>): JsxAttribute[] {
  return Object.entries(props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));
}

export function jsxFlow(name: string, props: Record<string, string | undefined>, children: unknown[]) {
  return { type: 'mdxJsxFlowElement', name, attributes: jsxAttributes(props), children };
}

export function jsxText(name: string, props: Record<string, string | undefined>, children: unknown[]) {
  return { type: 'mdxJsxTextElement', name, attributes: jsxAttributes(props), children };
}

const frontmatterLines = new Map<string, number>();

/**
 * gatsby-plugin-mdx compiles the body without its frontmatter, so positions start after it; add the
 * frontmatter's lines back so the line number is the one the author sees in the file.
 */
function bodyOffset(abs: string): number {
  let offset = frontmatterLines.get(abs);
  if (offset === undefined) {
    offset = 0;
    try {
      const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(fs.readFileSync(abs, 'utf8'));
      if (m) offset = m[0].split('\n').length - 1;
    } catch {
      // not a file on disk
    }
    frontmatterLines.set(abs, offset);
  }
  return offset;
}

/** `content/api/x.mdx:12` style locations for warnings. */
export function location(file: { path?: string; history?: string[] }, node?: { position?: { start: { line: number } } }) {
  const abs = file.path || (file.history && file.history[file.history.length - 1]) || '<unknown file>';
  const shown = displayPath(abs);
  return node?.position ? `${shown}:${node.position.start.line + bodyOffset(abs)}` : shown;
}

const warned = new Set<string>();

/** Warns once per process: each document is compiled several times (page query, browser and SSR bundles). */
export function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
