import { execFile } from 'child_process';
import { promisify } from 'util';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

/**
 * glibc's allocator hands every buffer over 128 KiB out with a fresh mmap and returns it at free, so each
 * brotli call's working memory was new pages the kernel zeroed: at 500 pages the compression's system time
 * (13.3 s) was close to its user time (14.9 s). Kept in the process's heap instead, that memory is reused
 * from file to file (HTML and document chunks: 7.9 → 1.4 s). Other C libraries ignore these variables.
 */
export const PRECOMPRESS_ALLOCATOR_ENV = {
  MALLOC_MMAP_THRESHOLD_: String(256 * 2 ** 20),
  MALLOC_TRIM_THRESHOLD_: String(512 * 2 ** 20),
};

/**
 * After the HTML is written: the serving rules for static hosts and CDNs (public/_headers,
 * public/_redirects, and deploy/nginx.conf outside the published folder), written by the same module the Node server applies
 * (server/deploy-rules.mjs), so every way of serving the build agrees. That module is plain ESM shared
 * with the server; it runs in its own Node process rather than through Gatsby's bundling of gatsby-node, and
 * asynchronously: the build's own process checks the links meanwhile (src/node/postBuild.ts).
 */
export const emitDeployFiles: NonNullable<GatsbyNode['onPostBuild']> = async ({ reporter }) => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.resolve('server/emit-deploy-files.mjs'), path.resolve('public')],
      { encoding: 'utf8', env: { ...process.env, ...PRECOMPRESS_ALLOCATOR_ENV }, maxBuffer: 64 * 2 ** 20 },
    );
    reporter.info(stdout.trim());
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the deploy rules (_headers, _redirects, deploy/nginx.conf): ${String(error)}`,
    );
  }
};
