// What the JavaScript a page loads is made of, by package, so that the floor of "JS until load" can be told
// from what is ours to cut (`npm run bench -- --parts composition`).
//
// In a build with hidden source maps (METIS_BUNDLE_MAPS=1, src/node/webpack.ts; the code is the same as a
// normal build's), each route loaded in Chromium as the bench does (./weight.mjs: every script the page
// fetches to render and hydrate, its component chunk included, prefetches not), it attributes each byte of
// each script to the source its map names: React (react, react-dom, scheduler), Gatsby's runtime (its
// cache-dir and the packages it brings: @reach/router, gatsby-link, gatsby-react-router-scroll, …),
// Emotion (@emotion/*, stylis, stylis-plugin-rtl), other packages, and our own code by folder. Bytes no
// source claims are webpack's glue. Compressed sizes are each group's share of the file's bytes applied to
// the file's size on the wire (what a reader downloads), so the groups add up to the page's total.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measurePage } from './weight.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

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

/**
 * What the JavaScript of each route is made of, by group: [{ route, wire, groups: { group: { raw, wire } } }].
 * `root` is a build made with hidden source maps (METIS_BUNDLE_MAPS=1), served at `origin`.
 */
export async function compositionFigures(root, origin, routes) {
  const report = [];
  for (const route of routes) {
    const { files } = await measurePage(origin, route);
    const groups = {};
    let wire = 0;
    for (const file of files.filter((f) => f.kind === 'js')) {
      const local = path.join(root, file.path);
      if (!fs.existsSync(`${local}.map`)) throw new Error(`${file.path} has no map: build with METIS_BUNDLE_MAPS=1`);
      const code = fs.readFileSync(local, 'utf8');
      const byGroup = await attribute(code, JSON.parse(fs.readFileSync(`${local}.map`, 'utf8')));
      for (const [group, n] of Object.entries(byGroup)) {
        groups[group] ??= { raw: 0, wire: 0 };
        groups[group].raw += n;
        groups[group].wire += (n / Buffer.byteLength(code)) * file.bytes;
      }
      wire += file.bytes;
    }
    report.push({ route, wire, groups });
  }
  return report;
}
