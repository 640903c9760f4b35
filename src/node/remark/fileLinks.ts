import fs from 'fs';
import path from 'path';
import { visit } from 'unist-util-visit';
import { routeFromContentPath } from '../../lib/paths';
import { location, warnOnce } from './mdxJsx';

interface LinkNode {
  type: 'link' | 'definition';
  url: string;
  position?: { start: { line: number } };
}

/**
 * Markdown links to content files (`[x](../types/message.mdx#type)`) become links to their routes, so
 * authors can link by file as in Docusaurus. A file link that resolves to nothing only warns, with the file
 * and line, as the spec asks of broken Markdown links; broken route links are caught after the build.
 */
export function remarkFileLinks(options: { contentDir: string }) {
  return (tree: unknown, file: { path?: string; history?: string[] }) => {
    const from = file.path || (file.history && file.history[file.history.length - 1]);
    visit(tree as never, (node: LinkNode) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const match = /^([^:?#]+\.mdx?)(#.*)?$/.exec(node.url);
      if (!match || /^[a-z]+:/i.test(node.url)) return;
      const [, target, hash = ''] = match;
      const base = target.startsWith('/') ? options.contentDir : from ? path.dirname(from) : options.contentDir;
      const abs = path.resolve(base, target.replace(/^\//, ''));
      if (!fs.existsSync(abs)) {
        warnOnce(`warn Markdown link to a missing file: ${node.url} (${location(file, node)}); fix the path or link to a route`);
        return;
      }
      node.url = routeFromContentPath(path.relative(options.contentDir, abs)) + hash;
    });
  };
}
