import type { GatsbyNode } from 'gatsby';
import { sourceNodes as apiReferenceNodes } from './apiReference';
import { sourceNavigation } from './navigation';

type SourceNodes = NonNullable<GatsbyNode['sourceNodes']>;

/**
 * Every node this site sources itself: the API reference (the OpenAPI definition as nodes) and the docs
 * navigation. The documents, their categories and data files come from gatsby-source-filesystem and
 * gatsby-plugin-mdx (see onCreateNode.ts). Two parameters, so Gatsby does not wait for a callback.
 */
export const sourceNodes: SourceNodes = async (args, options) => {
  const noCallback = () => undefined;
  await apiReferenceNodes(args, options, noCallback);
  await sourceNavigation(args, options, noCallback);
};
