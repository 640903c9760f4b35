// Run at the end of every build (src/node/deployFiles.ts, onPostBuild), or by hand after one:
// `node scripts/emit-deploy-files.mjs [publicDir]`. Writes the serving rules of scripts/deploy-rules.mjs
// for hosts that are not our Node server: public/_headers and public/_redirects (Netlify, Cloudflare
// Pages) and public/nginx.conf.example. The CSP hashes are those of this build's inline scripts. Then the
// brotli and gzip files beside every text file (scripts/precompress.mjs), which the Node server and nginx
// serve as they are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScriptHashes, pageRoutes, renderHeadersFile, renderNginx, renderRedirectsFile } from './deploy-rules.mjs';
import { precompress } from './precompress.mjs';

export function emitDeployFiles(publicDir = path.resolve('public')) {
  const hashes = inlineScriptHashes(publicDir);
  const routes = pageRoutes(publicDir);
  if (!routes.length) throw new Error(`No pages found in ${publicDir}: build first.`);
  const files = {
    _headers: renderHeadersFile(hashes),
    _redirects: renderRedirectsFile(routes),
    'nginx.conf.example': renderNginx(hashes),
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(publicDir, name), text);
  return { hashes: hashes.length, routes: routes.length, files: Object.keys(files) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'public');
  const result = emitDeployFiles(dir);
  console.log(`Wrote ${result.files.join(', ')} to ${dir}: ${result.routes} routes, ${result.hashes} inline-script hashes.`);
  const started = Date.now();
  const c = await precompress(dir);
  console.log(
    `Precompressed ${c.files} text files (${(c.bytes / 1048576).toFixed(1)} MiB → brotli ${(c.brotliBytes / 1048576).toFixed(1)} MiB): ` +
      `${c.written} written, ${c.kept} unchanged, ${c.removed} stale removed, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
