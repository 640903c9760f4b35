// The anchors' pages beside ours, for `npm run bench`: the shared corpus (50 pages by default) built by
// Docusaurus 3.8.1 (build-docusaurus.sh) and by Starlight 0.37 (build-starlight.sh, when the shared bench
// has it), each build served by a small static server with gzip (as a static host serves them), then the
// same Lighthouse mobile runs as our pages get, on each site's home and its deepest page, interleaved.
// A build that fails is reported as such; the other site is still measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeAnchorCorpus } from './anchor.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { summariseLighthouse } from './report.mjs';
import { measurePage } from './weight.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** A static server for a built site: index.html for folders, gzip for text, 404.html for unknown paths. */
export function serveStatic(root) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return res.writeHead(400).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(root, '404.html');
      if (!fs.existsSync(file)) return res.writeHead(404).end();
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (/text|javascript|json|svg|xml/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(-3000)));
    child.on('close', (code) => resolve({ code, err }));
  });
}

/**
 * Lighthouse figures and first-load bytes of the anchors' home and deepest page, per site: { corpusPages,
 * deepPage, sites: [{ name, error?, lighthouse: [summary per route, with jsBytes and totalBytes] }] }. `log`
 * reports progress.
 * @param {{ anchorDir: string, pages?: number, lighthouseRuns?: number, log?: (line: string) => void }} options
 */
export async function anchorPageFigures({ anchorDir, pages = 50, lighthouseRuns = 3, log = () => {} }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-anchor-pages-'));
  try {
    const corpusDir = path.join(work, 'corpus');
    const corpus = await makeAnchorCorpus(anchorDir, pages, corpusDir);
    const env = { ...process.env, BENCH_WORK: process.env.BENCH_WORK ?? path.join(os.tmpdir(), 'bench-work') };
    const sites = [];
    for (const [name, script] of [
      ['Docusaurus 3.8.1', 'build-docusaurus.sh'],
      ['Starlight 0.37', 'build-starlight.sh'],
    ]) {
      if (!fs.existsSync(path.join(anchorDir, script))) continue;
      const out = path.join(work, script.replace(/\.sh$/, ''));
      log(`${name}: building ${pages} pages of the anchor corpus for its page figures…`);
      const { code, err } = await run(
        'bash',
        [path.join(anchorDir, script), corpusDir, out, `${out}.metrics.json`],
        env,
      );
      sites.push(
        code === 0 && fs.existsSync(path.join(out, 'index.html'))
          ? { name, root: out }
          : { name, error: `build failed (exit ${code}): ${err.slice(-500)}` },
      );
    }
    const routes = ['/', corpus.deepPage];
    const servers = await Promise.all(sites.map((s) => (s.root ? serveStatic(s.root) : null)));
    try {
      // First-load bytes as a reader's browser receives them from a static host (gzip), as ours are measured.
      const weights = sites.map(() => ({}));
      for (const [i, server] of servers.entries())
        for (const route of server ? routes : []) weights[i][route] = await measurePage(server.origin, route);
      const runs = sites.map(() => new Map(routes.map((r) => [r, []])));
      for (let round = 0; round < lighthouseRuns; round += 1) {
        for (const route of routes) {
          for (const [i, site] of sites.entries()) {
            if (!servers[i]) continue;
            log(`lighthouse ${site.name} ${route} (run ${round + 1}/${lighthouseRuns})…`);
            runs[i].get(route).push({
              ...(await runLighthouse(servers[i].origin + route)),
              loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
            });
          }
        }
      }
      return {
        corpusPages: pages,
        deepPage: corpus.deepPage,
        sites: sites.map((s, i) => ({
          name: s.name,
          error: s.error,
          lighthouse: s.error
            ? []
            : routes.map((r) => ({
                ...summariseLighthouse(r, runs[i].get(r)),
                jsBytes: weights[i][r]?.byType.js ?? null,
                totalBytes: weights[i][r]?.total ?? null,
              })),
        })),
      };
    } finally {
      await Promise.all(servers.map((s) => s?.close()));
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
