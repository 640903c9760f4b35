// `node tools/bench/floor.mjs [--runs 3]`: what the card's stack costs a page before the site adds anything,
// measured beside our own pages under the same Lighthouse runs.
//
// Builds two throwaway Gatsby 5 sites from this project's node_modules (the same versions), each with one
// page holding a heading and two paragraphs of Persian text (no web font, no data, no plugin):
//   - `gatsby`: React 18 and Gatsby's runtime only;
//   - `gatsby + emotion`: the same page styled with @emotion/react through a cache with stylis-plugin-rtl,
//     as src/browser/emotionCache.ts sets it up (the card's stack: React, Gatsby, Emotion with RTL).
// Serves each with gzip (./anchorPages.mjs serveStatic, as the anchors are served) and our ./public with the
// production server, then runs Lighthouse mobile on the floors' page, our `/` and our `/404`, interleaved,
// and prints JS until load, performance, blocking time, LCP and the benchmark index of each. A target under a
// floor's figure cannot be met by any site on this stack: the floor is what the stack costs on this machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenSite } from '../../server/server.mjs';
import { serveStatic } from './anchorPages.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { summariseLighthouse } from './report.mjs';
import { measurePage } from './weight.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);

const TEXT = [
  'متیس یک سکوی هوش مصنوعی است که مدل‌های زبانی، تصویر، صدا و جست‌وجوی معنایی را با یک کلید در دسترس می‌گذارد.',
  'این صفحه فقط آن چیزی را دارد که پشته‌ی سایت پیش از هر محتوایی هزینه می‌کند: React، اجرای گتسبی و Emotion.',
];

const plainPage = `import * as React from 'react';
export default function Index() {
  return (
    <main>
      <h1>مستندات متیس</h1>
      ${TEXT.map((t) => `<p>${t}</p>`).join('\n      ')}
    </main>
  );
}
export const Head = () => <title>متیس</title>;
`;

const emotionPage = `/** @jsx jsx */
import { css, Global, jsx } from '@emotion/react';
const main = css\`max-width: 40rem; margin: 0 auto; padding: 1rem; line-height: 1.8; text-align: start;\`;
const heading = css\`font-size: 2rem; margin-inline-start: 0; padding-left: 1rem;\`;
export default function Index() {
  return (
    <main css={main}>
      <Global styles={css\`body { margin: 0; font-family: system-ui, sans-serif; }\`} />
      <h1 css={heading}>مستندات متیس</h1>
      ${TEXT.map((t) => `<p css={css\`margin: 0 0 1rem;\`}>${t}</p>`).join('\n      ')}
    </main>
  );
}
export const Head = () => <title>متیس</title>;
`;

const emotionRoot = `import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
const cache = createCache({ key: 'css', stylisPlugins: [rtlPlugin] });
export const wrapRootElement = ({ element }) => <CacheProvider value={cache}>{element}</CacheProvider>;
`;

const htmlAttributes = `export const onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: 'fa-IR', dir: 'rtl' });\n`;

/** A minimal Gatsby site in a temporary folder, built; returns its public folder. */
function buildFloor(name, { page, root }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `metis-floor-${name}-`));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  // Gatsby runs only in a folder whose package.json depends on it; the versions are this project's.
  const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const deps = ['gatsby', 'react', 'react-dom', ...(root ? ['@emotion/react', 'stylis-plugin-rtl'] : [])];
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: `floor-${name}`,
      private: true,
      dependencies: Object.fromEntries(deps.map((d) => [d, dependencies[d]])),
    }),
  );
  fs.writeFileSync(path.join(dir, 'gatsby-config.js'), 'module.exports = { plugins: [] };\n');
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/pages/index.js'), page);
  fs.writeFileSync(path.join(dir, 'gatsby-ssr.js'), (root ?? '') + htmlAttributes);
  if (root) fs.writeFileSync(path.join(dir, 'gatsby-browser.js'), root);
  const result = spawnSync(process.execPath, [path.resolve('node_modules/gatsby/cli.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the ${name} floor did not build (exit ${result.status}) in ${dir}`);
  return { dir, public: path.join(dir, 'public') };
}

const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

/**
 * The floors' figures, in the shape of the anchors' (./anchorPages.mjs): { sites: [{ name, lighthouse: [summary
 * with jsBytes and totalBytes] }] }. With `ours` (an origin serving ./public), our `/` and `/404` are run in the
 * same interleaved rounds and returned as `ours` (the CLI prints them beside the floors; `npm run bench` has its own).
 */
export async function floorFigures({ runs = 3, ours = null, log = () => {} } = {}) {
  const floors = [
    ['Gatsby 5 alone', buildFloor('gatsby', { page: plainPage })],
    ['Gatsby 5 + Emotion (RTL)', buildFloor('emotion', { page: emotionPage, root: emotionRoot })],
  ];
  const servers = [];
  const pages = [];
  try {
    for (const [name, built] of floors) {
      const server = await serveStatic(built.public);
      servers.push(server);
      pages.push({ site: name, route: '/', origin: server.origin });
    }
    if (ours)
      pages.push({ site: 'this site', route: '/', origin: ours }, { site: 'this site', route: '/404', origin: ours });
    for (const p of pages) {
      const { byType, total } = await measurePage(p.origin, p.route);
      Object.assign(p, { jsBytes: byType.js, totalBytes: total, runs: [] });
    }
    for (let run = 1; run <= runs; run++)
      for (const p of pages) {
        log(`lighthouse floor ${p.site} ${p.route} (run ${run}/${runs})…`);
        p.runs.push(await runLighthouse(p.origin + p.route));
      }
  } finally {
    for (const s of servers) await s.close();
    for (const [, built] of floors) fs.rmSync(built.dir, { recursive: true, force: true });
  }
  const summary = (p) => ({ ...summariseLighthouse(p.route, p.runs), jsBytes: p.jsBytes, totalBytes: p.totalBytes });
  return {
    sites: pages.filter((p) => p.site !== 'this site').map((p) => ({ name: p.site, lighthouse: [summary(p)] })),
    ours: pages.filter((p) => p.site === 'this site').map(summary),
  };
}

async function main() {
  const server = await listenSite({ root: path.resolve('public') });
  let figures;
  try {
    figures = await floorFigures({ runs, ours: server.origin, log: (line) => console.log(`[floor] ${line}`) });
  } finally {
    await server.close();
  }
  console.log(
    `\nThe stack's floor beside our pages, Lighthouse 12 mobile, median of ${runs} (bytes as sent, gzip: Chromium asks for brotli only over HTTPS):\n`,
  );
  console.log(
    '| site | page | JS until load | everything until load | performance (range) | TBT (range) | LCP | benchmark index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const rows = [...figures.sites.map((s) => [s.name, s.lighthouse[0]]), ...figures.ours.map((l) => ['this site', l])];
  for (const [site, l] of rows)
    console.log(
      `| ${site} | \`${l.route}\` | ${kib(l.jsBytes)} | ${kib(l.totalBytes)} | ${l.performance} (${l.performanceRange?.join('–')}) | ${l.tbtMs} ms (${l.tbtRange?.join('–')}) | ${l.lcpMs} ms | ${l.benchmarkIndex} |`,
    );
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/floor-latest.json', JSON.stringify(figures, null, 2));
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
