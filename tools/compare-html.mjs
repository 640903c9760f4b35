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

export function compareBuilds(dirA, dirB) {
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
      const na = normalise(htmlA);
      const nb = normalise(htmlB);
      if (na === nb) result.normalisedIdentical++;
      else result.different.push({ file, ...firstDifference(na, nb) });
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dirA, dirB] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error('usage: node tools/compare-html.mjs A/public B/public');
    process.exit(2);
  }
  const r = compareBuilds(dirA, dirB);
  console.log(
    `${r.pages} pages in both: ${r.identical} identical as bytes, ${r.normalisedIdentical} identical once chunk names are normalised, ${r.different.length} different`,
  );
  for (const f of r.onlyA) console.log(`only in ${dirA}: ${f}`);
  for (const f of r.onlyB) console.log(`only in ${dirB}: ${f}`);
  for (const d of r.different.slice(0, Number(process.env.SHOW ?? 5)))
    console.log(`\n${d.file} (offset ${d.at})\n  A: ${JSON.stringify(d.a)}\n  B: ${JSON.stringify(d.b)}`);
  process.exit(r.different.length || r.onlyA.length || r.onlyB.length ? 1 : 0);
}
