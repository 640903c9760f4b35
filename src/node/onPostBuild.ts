import type { GatsbyNode } from 'gatsby';
import { onPostBuild as checkLinks } from './checkLinks';
import { emitDeployFiles } from './deployFiles';

/** The steps after the HTML is written, in order: the link check (may fail the build), then the deploy rules. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options, callback) => {
  await checkLinks?.(args, options, callback);
  await emitDeployFiles(args, options, callback);
};
