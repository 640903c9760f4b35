import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './checkLinks';
import { writeDiscoverabilityFiles } from './discoverability';

/**
 * Everything that runs once the HTML is written, in order: first the files generated from the documents
 * (Markdown twins, sitemap, robots.txt, llms.txt), then the link check, so links to those files resolve.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  writeDiscoverabilityFiles({ getNodesByType: args.getNodesByType, reporter: args.reporter });
  if (checkLinks) await checkLinks(args, options, () => undefined);
};
