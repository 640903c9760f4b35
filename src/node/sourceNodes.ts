import type { GatsbyNode } from 'gatsby';
import { sourceNodes as apiReferenceNodes } from './apiReference';
import { sourceNodes as searchIndexNodes } from './searchIndex';

type SourceNodes = NonNullable<GatsbyNode['sourceNodes']>;

/**
 * Every node this site sources itself, in order: the API reference (the OpenAPI definition as nodes), then
 * the search index file and its `searchIndex` node. Two parameters, so Gatsby does not wait for a callback.
 */
export const sourceNodes: SourceNodes = async (args, options) => {
  const noCallback = () => undefined;
  await (apiReferenceNodes as SourceNodes)(args, options, noCallback);
  await (searchIndexNodes as SourceNodes)(args, options, noCallback);
};
