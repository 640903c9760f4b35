import path from 'path';
import type { GatsbyNode } from 'gatsby';

/**
 * The browser bundle gets src/app/helmetClient instead of react-helmet (see there why); server rendering
 * and Jest keep react-helmet itself. Relative to the project root: Gatsby runs this compiled from .cache.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  actions.setWebpackConfig({
    resolve: { alias: { 'react-helmet$': path.resolve('src/app/helmetClient.tsx') } },
  });
};
