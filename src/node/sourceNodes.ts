import type { GatsbyNode } from 'gatsby';
import { sourceNodes as apiReferenceNodes } from './apiReference';
import { sourceNavigation } from './navigation';
import { refreshStaleDocuments } from './onCreateNode';

type SourceNodes = NonNullable<GatsbyNode['sourceNodes']>;

/**
 * Every node this site sources itself: the API reference (the OpenAPI definition as nodes) and the docs
 * navigation. The documents, their categories and data files come from gatsby-source-filesystem and
 * gatsby-plugin-mdx (see onCreateNode.ts). Two parameters, so Gatsby does not wait for a callback.
 */
export const sourceNodes: SourceNodes = async (args, options) => {
  const noCallback = () => undefined;
  // Documents kept from a build made with other field code (gatsby-source-filesystem has sourced every
  // file by now: this site's gatsby-node runs after the plugins').
  const refreshed = await refreshStaleDocuments(args);
  if (refreshed)
    args.reporter.info(
      `Derived the fields of ${refreshed} cached document(s) again: the code that makes them changed since the last build.`,
    );
  await apiReferenceNodes(args, options, noCallback);
  await sourceNavigation(args, options, noCallback);
};
