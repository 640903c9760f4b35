import { execFileSync } from 'child_process';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

/**
 * After the HTML is written: the serving rules for static hosts and CDNs (public/_headers,
 * public/_redirects, public/nginx.conf.example), written by the same module the Node server applies
 * (scripts/deploy-rules.mjs), so every way of serving the build agrees. That module is plain ESM shared
 * with the server; it runs in its own Node process rather than through Gatsby's bundling of gatsby-node.
 */
export const emitDeployFiles: NonNullable<GatsbyNode['onPostBuild']> = async ({ reporter }) => {
  try {
    const out = execFileSync(process.execPath, [path.resolve('scripts/emit-deploy-files.mjs'), path.resolve('public')], {
      encoding: 'utf8',
    });
    reporter.info(out.trim());
  } catch (error) {
    reporter.panicOnBuild(`Could not write the deploy rules (_headers, _redirects, nginx.conf.example): ${String(error)}`);
  }
};
