import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './checkLinks';
import { emitDeployFiles } from './deployFiles';

type PostBuild = NonNullable<GatsbyNode['onPostBuild']>;
// Two parameters on purpose: Gatsby treats an API function declaring a third (callback) parameter as
// callback-style and waits for the callback forever.
const noCallback = undefined as unknown as Parameters<PostBuild>[2];

/** The steps after the HTML is written, in order: the link check (may fail the build), then the deploy rules. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  await checkLinks?.(args, options, noCallback);
  await emitDeployFiles(args, options, noCallback);
};
