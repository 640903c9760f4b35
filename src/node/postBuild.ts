import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './checkLinks';
import { emptyChunkMappings } from './chunkMapping';
import { emitDeployFiles } from './deployFiles';
import { writeDiscoverabilityFiles } from './discoverability';

/**
 * Everything that runs once the HTML is written, in order: the empty chunk map (see ./chunkMapping), the
 * files generated from the documents
 * (Markdown twins, sitemap, robots.txt, llms.txt), then the link check, so links to those files resolve,
 * then the serving rules for static hosts (_headers, _redirects, nginx), whose CSP hashes the final HTML.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  // First, so the CSP hashes below are of the final inline scripts.
  emptyChunkMappings('public');
  writeDiscoverabilityFiles({ getNodesByType: args.getNodesByType, reporter: args.reporter });
  if (checkLinks) await checkLinks(args, options, () => undefined);
  await emitDeployFiles(args, options, () => undefined);
};
