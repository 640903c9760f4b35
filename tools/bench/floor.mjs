// What the card's stack costs a page before the site adds anything, for `npm run bench` (beside our pages
// and the anchors' under the same Lighthouse runs).
//
// Builds two throwaway Gatsby 5 sites from this project's node_modules (the same versions), each with one
// page holding a heading and two paragraphs of Persian text (no web font, no data, no plugin):
//   - `gatsby`: React 18 and Gatsby's runtime only;
//   - `gatsby + emotion`: the same page styled with @emotion/react through a cache with stylis-plugin-rtl,
//     as src/browser/emotionCache.ts sets it up (the card's stack: React, Gatsby, Emotion with RTL).
// Serves each with gzip (./anchorPages.mjs serveStatic, as the anchors are served), then runs Lighthouse
// mobile on each floor's page, interleaved, with its first-load bytes. A target under a
// floor's figure cannot be met by any site on this stack: the floor is what the stack costs on this machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './anchorPages.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { summariseLighthouse } from './report.mjs';
import { measurePage } from './weight.mjs';

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

/**
 * A minimal Gatsby site in a temporary folder, built; returns its folder and its public folder.
 * @param {string} name
 * @param {{ page: string, root?: string }} files
 */
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

/**
 * The floors' figures, in the shape of the anchors' (./anchorPages.mjs): { sites: [{ name, lighthouse: [summary
 * with jsBytes and totalBytes] }] }.
 * @param {{ runs?: number, log?: (line: string) => void }} [options]
 */
export async function floorFigures({ runs = 3, log = () => {} } = {}) {
  /** @type {[string, { dir: string, public: string }][]} */
  const floors = [
    ['Gatsby 5 alone', buildFloor('gatsby', { page: plainPage })],
    ['Gatsby 5 + Emotion (RTL)', buildFloor('emotion', { page: emotionPage, root: emotionRoot })],
  ];
  const servers = [];
  /** @type {{ site: string, route: string, origin: string, jsBytes?: number, totalBytes?: number, runs?: any[] }[]} */
  const pages = [];
  try {
    for (const [name, built] of floors) {
      const server = await serveStatic(built.public);
      servers.push(server);
      pages.push({ site: name, route: '/', origin: server.origin });
    }
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
  return { sites: pages.map((p) => ({ name: p.site, lighthouse: [summary(p)] })) };
}
