// `node tools/bench/composition.mjs [--root DIR] [route…]`: what the JavaScript a page loads is made of, by
// package, so that the floor of "JS until load" can be told from what is ours to cut.
//
// Builds a throwaway copy of the project with hidden source maps (METIS_BUNDLE_MAPS=1, src/node/webpack.ts;
// the code is the same as a normal build's), unless --root names such a build already made. Serves it with
// the production server, loads each route in Chromium as the bench does (./weight.mjs: every script the page
// fetches to render and hydrate, its component chunk included, prefetches not), and attributes each byte of
// each script to the source its map names: React (react, react-dom, scheduler), Gatsby's runtime (its
// cache-dir and the packages it brings: @reach/router, gatsby-link, gatsby-react-router-scroll, …),
// Emotion (@emotion/*, stylis, stylis-plugin-rtl), other packages, and our own code by folder. Bytes no
// source claims are webpack's glue. Compressed sizes are each group's share of the file's bytes applied to
// the file's size on the wire (what a reader downloads), so the groups add up to the page's total.
// Default routes: `/`, a concept page, the longest API page, `/404`. Writes bench-results/composition-latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { listenSite } from '../../server/server.mjs';
import { buildProjectCopy } from '../testing/projectCopy.mjs';
import { longestApiPage } from './longestApiPage.mjs';
import { measurePage } from './weight.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const givenRoot = rootAt === -1 ? null : path.resolve(args[rootAt + 1]);
const routes = args.filter((a, i) => !a.startsWith('--') && (rootAt === -1 || i !== rootAt + 1));

/** The card's stack: what every page of a Gatsby + React + Emotion site ships whatever the site does. */
export const STACK_GROUPS = [
  ['React', /node_modules\/(react|react-dom|scheduler)\//],
  [
    "Gatsby's runtime",
    /(\.cache\/|node_modules\/(gatsby|@reach\/router|gatsby-link|gatsby-react-router-scroll|gatsby-script|gatsby-core-utils|@gatsbyjs\/[^/]+|@babel\/runtime|core-js|mitt|shallow-compare|prop-types)\/)/,
  ],
  ['Emotion', /node_modules\/(@emotion\/[^/]+|stylis|stylis-plugin-rtl|cssjanus)\//],
];

/** The group of one source path as a map names it (webpack:///…). */
export function groupOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  for (const [name, re] of STACK_GROUPS) if (/** @type {RegExp} */ (re).test(`/${s}`)) return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s);
  if (pkg) return `package ${pkg[1]}`;
  const own = /^(src\/[^/]+|templates|gatsby-browser\.tsx|[^/]+\.tsx?)/.exec(s);
  return own ? `ours: ${own[1]}` : `other: ${s.split('/').slice(0, 2).join('/')}`;
}

/** Bytes of a generated file attributed to sources through its map: { group: bytes }. */
export async function attribute(code, map) {
  const lines = code.split('\n');
  const byGroup = {};
  const add = (group, n) => n > 0 && (byGroup[group] = (byGroup[group] ?? 0) + n);
  const consumer = await new SourceMapConsumer(map);
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  consumer.destroy?.();
  // Each mapping claims the bytes from its column to the next mapping's on the same line.
  let claimed = 0;
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const n = Math.max(0, end - m.generatedColumn);
    add(m.source ? groupOf(m.source) : 'webpack glue', n);
    claimed += n;
  }
  add('webpack glue', Buffer.byteLength(code) - claimed);
  return byGroup;
}

const build = () =>
  buildProjectCopy({ prefix: 'metis-composition-', what: 'the composition build', env: { METIS_BUNDLE_MAPS: '1' } });

const kib = (b) => (b / 1024).toFixed(1);

async function main() {
  const copy = givenRoot ? null : build();
  const root = givenRoot ?? path.join(copy.dir, 'public');
  const server = await listenSite({ root });
  const pages = routes.length ? routes : ['/', '/concepts/languageModel', longestApiPage(root), '/404'];
  const report = [];
  try {
    for (const route of pages) {
      const { files } = await measurePage(server.origin, route);
      const groups = {};
      let wire = 0;
      for (const file of files.filter((f) => f.kind === 'js')) {
        const local = path.join(root, file.path);
        const mapFile = `${local}.map`;
        if (!fs.existsSync(mapFile)) throw new Error(`${file.path} has no map: build with METIS_BUNDLE_MAPS=1`);
        const code = fs.readFileSync(local, 'utf8');
        const byGroup = await attribute(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
        const raw = Buffer.byteLength(code);
        for (const [group, n] of Object.entries(byGroup)) {
          groups[group] ??= { raw: 0, wire: 0 };
          groups[group].raw += n;
          groups[group].wire += (n / raw) * file.bytes;
        }
        wire += file.bytes;
      }
      report.push({ route, wire, groups });
      const rows = Object.entries(groups).sort((a, b) => b[1].wire - a[1].wire);
      const stack = STACK_GROUPS.reduce((sum, [name]) => sum + (groups[name]?.wire ?? 0), 0);
      console.log(`\n${route}: ${kib(wire)} KiB of JS on the wire (as Chromium gets it from our server)`);
      console.log('  group                                   raw KiB   wire KiB   share');
      for (const [group, g] of rows)
        console.log(
          `  ${group.padEnd(38)} ${kib(g.raw).padStart(8)} ${kib(g.wire).padStart(10)} ${((g.wire / wire) * 100).toFixed(1).padStart(6)} %`,
        );
      console.log(
        `  the card's stack (React, Gatsby's runtime, Emotion): ${kib(stack)} KiB; the rest: ${kib(wire - stack)} KiB`,
      );
    }
  } finally {
    await server.close();
    copy?.remove();
  }
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/composition-latest.json', JSON.stringify(report, null, 2));
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
