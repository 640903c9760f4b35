import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { checkLinks } from '../lib/links';
import { builtRoutes, htmlFileFor } from './builtPages';

/**
 * As Docusaurus with onBrokenLinks: 'throw': after the HTML is written, every internal link of every page
 * must reach a page or a file of the build; otherwise the build fails and lists them all. Broken anchors
 * on existing pages only warn.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, reporter }) => {
  const publicDir = path.resolve('public');
  const pagePaths = builtRoutes(getNodesByType);
  const routes = new Set(pagePaths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)));
  // One page in memory at a time: at 2,000 pages the HTML of the whole site no longer fits in Node's heap.
  function* pages() {
    for (const route of pagePaths) {
      const file = htmlFileFor(publicDir, route);
      if (fs.existsSync(file)) yield { route, html: fs.readFileSync(file, 'utf8') };
    }
  }
  const exists = (route: string) => {
    const file = path.join(publicDir, route);
    return file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
  const { broken, brokenAnchors } = checkLinks(pages(), routes, exists);
  for (const anchor of brokenAnchors) {
    reporter.warn(`Broken anchor: ${anchor.source} → ${anchor.target}`);
  }
  if (broken.length) {
    const list = broken.map((b) => `  ${b.source} → ${b.target}`).join('\n');
    reporter.panicOnBuild(
      `Broken links found (${broken.length}): each line is source page → target.\n${list}\nFix: link to an existing route (the sidebar's routes are in GraphiQL: docNavigation { items }) or add the missing page.`,
    );
  }
};
