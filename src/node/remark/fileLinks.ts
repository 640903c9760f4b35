import fs from 'fs';
import path from 'path';
import { visit } from 'unist-util-visit';
import { FILE_LINK } from '../../lib/documentModel';
import { routeFromContentPath } from '../../lib/paths';

interface LinkNode {
  type: 'link' | 'definition';
  url: string;
}

/**
 * The route a link to a content file (`../types/message.mdx#type`, `/api/session.mdx`) leads to, from the
 * document at `from`, or null when it is not such a link or the file is not a document. `isDocument`
 * says whether an absolute path is one (by default: whether the file exists).
 */
export function resolveFileLink(
  url: string,
  from: string | undefined,
  contentDir: string,
  isDocument: (abs: string) => boolean = fs.existsSync,
): string | null {
  const match = FILE_LINK.exec(url);
  if (!match) return null;
  const [, target, hash = ''] = match;
  const base = target.startsWith('/') || !from ? contentDir : path.dirname(from);
  const abs = path.resolve(base, target.replace(/^\//, ''));
  return isDocument(abs) ? routeFromContentPath(path.relative(contentDir, abs)) + hash : null;
}

/**
 * Markdown links to content files (`[x](../types/message.mdx#type)`) become links to their routes, so
 * authors can link by file as in Docusaurus. A file link that resolves to nothing stays as written and is
 * reported while sourcing (src/node/documentChecks.ts), with the file and line; broken route links are
 * caught after the build.
 */
export function remarkFileLinks(options: { contentDir: string }) {
  return (tree: unknown, file: { path?: string; history?: string[] }) => {
    const from = file.path || (file.history && file.history[file.history.length - 1]);
    visit(tree as never, (node: LinkNode) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const route = resolveFileLink(node.url, from, options.contentDir);
      if (route) node.url = route;
    });
  };
}
