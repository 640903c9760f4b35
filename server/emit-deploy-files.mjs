// @ts-check
// Run at the end of every build (src/node/deployFiles.ts, onPostBuild), or by hand after one:
// `node server/emit-deploy-files.mjs [publicDir] [--previous DIR]` (DIR: the release nginx serves now,
// whose inline scripts the snippet then allows too; docs/deploy.md). Writes the serving rules of server/deploy-rules.mjs
// for hosts that are not our Node server: public/_headers and public/_redirects (Netlify, Cloudflare
// Pages read them from the published folder), and the nginx snippet to deploy/nginx.conf beside the
// published folder, never in it: web-server configuration must not travel with the content (docs/deploy.md
// says how it is copied into nginx's own configuration). The CSP hashes are those of this build's inline
// scripts. Then the brotli and gzip files beside every text file (server/precompress.mjs), which the Node
// server and nginx serve as they are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  hashedRootFiles,
  inlineScriptHashes,
  pageRoutes,
  renderHeadersFile,
  renderNginx,
  renderRedirectsFile,
} from './deploy-rules.mjs';
import { precompress } from './precompress.mjs';

/** Where the nginx snippet of a build in `publicDir` goes: deploy/nginx.conf beside that folder. */
export const nginxSnippetPath = (publicDir = path.resolve('public')) =>
  path.join(path.dirname(path.resolve(publicDir)), 'deploy', 'nginx.conf');

/**
 * @param {string} [publicDir] the build
 * @param {{ previous?: string | null }} [options] `previous`: the release being served now (nginx's root), whose
 *   inline scripts the snippet allows too, so that across the flip of the root (and a rollback) every page of
 *   either build is answered with a policy that allows its own scripts (docs/deploy.md, «nginx»)
 */
export function emitDeployFiles(publicDir = path.resolve('public'), { previous = null } = {}) {
  const own = inlineScriptHashes(publicDir);
  const hashes = previous ? [...new Set([...own, ...inlineScriptHashes(previous)])].sort() : own;
  const routes = pageRoutes(publicDir);
  if (!routes.length) throw new Error(`No pages found in ${publicDir}: build first.`);
  const files = {
    [path.join(publicDir, '_headers')]: renderHeadersFile(own, hashedRootFiles(publicDir)),
    [path.join(publicDir, '_redirects')]: renderRedirectsFile(routes),
    [nginxSnippetPath(publicDir)]: renderNginx(hashes),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  // An older build wrote the snippet into the published folder: it must not be deployed from there.
  fs.rmSync(path.join(publicDir, 'nginx.conf.example'), { force: true });
  return {
    hashes: hashes.length,
    routes: routes.length,
    files: Object.keys(files).map((f) => path.relative(process.cwd(), f)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--previous');
  const previous = at === -1 ? null : path.resolve(args[at + 1]);
  const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && i !== at + 1) ?? 'public');
  const result = emitDeployFiles(dir, { previous });
  console.log(`Wrote ${result.files.join(', ')}: ${result.routes} routes, ${result.hashes} inline-script hashes.`);
  const started = Date.now();
  const c = await precompress(dir);
  console.log(
    `Precompressed ${c.files} text files (${(c.bytes / 1048576).toFixed(1)} MiB → brotli ${(c.brotliBytes / 1048576).toFixed(1)} MiB): ` +
      `${c.written} written, ${c.kept} unchanged, ${c.removed} stale removed, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
