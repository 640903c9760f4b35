#!/usr/bin/env node
// Compares the HTML of two builds page by page, webpack's chunk names aside: `node tools/compare-html.mjs
// A/public B/public`. Used to prove a reorganisation changed no page (issue 29): module paths feed
// webpack's content hashes and chunk ids, so moving a file renames chunks while every page stays the same.
//
// Normalised before comparing: content hashes in file names (`app-<20 hex>.js`), webpack's numeric chunk ids
// (`/123-<hash>.js`, `"123":` in the chunk map), static-query ids (`page-data/sq/d/<id>.json`) and the
// compilation hash Gatsby writes into every page (`window.___webpackCompilationHash`, a hash of the bundles). Prints
// how many pages are identical as bytes, identical once normalised, and different (with the first
// difference of each). Exit 1 if any page differs, or one build has a page the other has not.
//
// `--rule-order`: also sort the rules of Emotion's server style tags (`data-ssr-styles`) and their id lists,
// for comparing with a build made before each page got its own server cache (src/browser/emotionCache.ts):
// those listed a page's rules in the order of every page their render worker had rendered before, so two
// builds of one commit differed there on 45 of 46 pages.
import fs from 'node:fs';
import path from 'node:path';

/** Every *.html under `dir`, as paths relative to it. */
export function htmlFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** The HTML with webpack's chunk names and content hashes replaced by placeholders. */
export function normalise(html) {
  return html
    .replace(
      /([\w~.-]*?)-[0-9a-f]{20}\.(js|css|map)\b/g,
      (_, name, ext) => `${/^\d+$/.test(name) ? 'N' : name}-HASH.${ext}`,
    )
    .replace(/\/\d+-HASH\./g, '/N-HASH.')
    .replace(/"\d+":/g, '"N":')
    .replace(/page-data\/sq\/d\/\d+\.json/g, 'page-data/sq/d/N.json')
    .replace(/(___webpackCompilationHash=")[0-9a-f]{20}"/g, '$1HASH"');
}

/** The top-level rules of minified CSS (`a{…}@media x{b{…}}` → [`a{…}`, `@media x{b{…}}`]). */
export function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) rules.push(css.slice(start));
  return rules;
}

/** Emotion's server style tags with their rules and ids sorted (the `--rule-order` normalisation). */
export function sortServerRules(html) {
  return html.replace(
    /<style data-ssr-styles="([^"]*)">([^<]*)<\/style>/g,
    (_, ids, css) =>
      `<style data-ssr-styles="${ids.split(' ').sort().join(' ')}">${topLevelRules(css).sort().join('')}</style>`,
  );
}

/** Where two strings first differ, with some context either side. */
export function firstDifference(a, b, context = 120) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return {
    at: i,
    a: a.slice(Math.max(0, i - context), i + context),
    b: b.slice(Math.max(0, i - context), i + context),
  };
}

export function compareBuilds(dirA, dirB, { ruleOrder = false } = {}) {
  const norm = (html) => (ruleOrder ? sortServerRules(normalise(html)) : normalise(html));
  const a = htmlFiles(dirA);
  const b = htmlFiles(dirB);
  const onlyA = a.filter((f) => !b.includes(f));
  const onlyB = b.filter((f) => !a.includes(f));
  const result = { pages: 0, identical: 0, normalisedIdentical: 0, different: [], onlyA, onlyB };
  for (const file of a.filter((f) => b.includes(f))) {
    result.pages++;
    const htmlA = fs.readFileSync(path.join(dirA, file), 'utf8');
    const htmlB = fs.readFileSync(path.join(dirB, file), 'utf8');
    if (htmlA === htmlB) result.identical++;
    else {
      const na = norm(htmlA);
      const nb = norm(htmlB);
      if (na === nb) result.normalisedIdentical++;
      else result.different.push({ file, ...firstDifference(na, nb) });
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const ruleOrder = process.argv.includes('--rule-order');
  const [dirA, dirB] = process.argv.slice(2).filter((a) => a !== '--rule-order');
  if (!dirA || !dirB) {
    console.error('usage: node tools/compare-html.mjs [--rule-order] A/public B/public');
    process.exit(2);
  }
  const r = compareBuilds(dirA, dirB, { ruleOrder });
  console.log(
    `${r.pages} pages in both: ${r.identical} identical as bytes, ${r.normalisedIdentical} identical once chunk names are normalised, ${r.different.length} different`,
  );
  for (const f of r.onlyA) console.log(`only in ${dirA}: ${f}`);
  for (const f of r.onlyB) console.log(`only in ${dirB}: ${f}`);
  for (const d of r.different.slice(0, Number(process.env.SHOW ?? 5)))
    console.log(`\n${d.file} (offset ${d.at})\n  A: ${JSON.stringify(d.a)}\n  B: ${JSON.stringify(d.b)}`);
  process.exit(r.different.length || r.onlyA.length || r.onlyB.length ? 1 : 0);
}
