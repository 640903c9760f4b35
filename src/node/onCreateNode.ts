import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { validateFrontmatter } from '../lib/frontmatter';
import { routeFromContentPath } from '../lib/paths';
import { formatPersianDate } from '../i18n/format';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';
import { lastCommitDate } from './gitDates';

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  internal: Node['internal'] & { contentFilePath?: string };
}

/** Gives every document its route and dates, and refuses frontmatter of the wrong shape. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const file = mdx.internal.contentFilePath || '';
  const relative = path.relative(contentDir, file);
  const shown = displayPath(file);
  // Caught in onPreBootstrap for a build; this catches documents added while `gatsby develop` runs.
  for (const error of validateFrontmatter(mdx.frontmatter)) {
    reporter.panicOnBuild(`Frontmatter error in ${shown}: ${error}`);
  }
  const route = routeFromContentPath(relative);
  const docPath = relative.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const lastUpdated = lastCommitDate(file, contentDir);
  actions.createNodeField({ node, name: 'route', value: route });
  actions.createNodeField({ node, name: 'docPath', value: docPath });
  actions.createNodeField({ node, name: 'lastUpdated', value: lastUpdated });
  actions.createNodeField({ node, name: 'lastUpdatedText', value: lastUpdated ? formatPersianDate(lastUpdated) : null });
};
