// Is every document's compiled MDX already code the project's browsers run as it is? The build hands
// compiled MDX to webpack without a Babel pass (src/patches/skipRedundantBabel.ts), which is only right
// while @babel/preset-env, set up for the project's browserslist as Gatsby sets it up (core-js polyfills by
// usage), would leave that code unchanged. MDX's own output always passes; what an author adds (ESM,
// `{expressions}` with newer syntax or a built-in some target lacks) may not.
//
// `node scripts/mdx-browser-syntax.mjs [contentDir] [--targets=QUERY]` prints one JSON line: the targets,
// how many documents were checked and, for each one Babel would change, the file and the first line that
// differs. --targets replaces the project's browserslist (its test proves the check can fail).
// src/node/mdxBrowserSyntax.content.test.ts runs it on every `npm test`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const { getBrowsersList } = require('gatsby/dist/utils/browserslist');
const { CORE_JS_POLYFILL_EXCLUDE_LIST } = require('gatsby-legacy-polyfills/dist/exclude');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const given = args.find((a) => !a.startsWith('--'));
const targetsArg = args.find((a) => a.startsWith('--targets='));
const contentDir = path.resolve(given ?? process.env.DOCS_CONTENT_DIR ?? path.join(root, 'content'));
const targets = targetsArg ? targetsArg.slice('--targets='.length).split(',') : getBrowsersList(root);

function mdxFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) mdxFiles(abs, out);
    else if (entry.name.endsWith('.mdx')) out.push(abs);
  }
  return out;
}

// Both sides go through Babel's printer with no plugins, so only a change of the code counts, never layout.
const print = (code, plugins = [], presets = []) =>
  babel.transformSync(code, { babelrc: false, configFile: false, sourceType: 'module', filename: 'document.mdx.js', plugins, presets }).code;

// preset-env as babel-preset-gatsby configures it for the browser bundle (stage build-javascript), plus the
// three transforms that preset adds whatever the targets, which the skipped pass would also have run.
const browserPresets = [
  [
    require.resolve('@babel/preset-env'),
    {
      corejs: 3,
      loose: true,
      modules: false,
      useBuiltIns: 'usage',
      targets,
      exclude: ['transform-typeof-symbol', 'transform-spread', 'proposal-nullish-coalescing-operator', 'proposal-optional-chaining', ...CORE_JS_POLYFILL_EXCLUDE_LIST],
    },
  ],
];

const changed = [];
const files = mdxFiles(contentDir);
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const compiled = String(await compile(source, { remarkPlugins: [remarkGfm, remarkDirective], jsxImportSource: '@emotion/react', providerImportSource: '@mdx-js/react' }));
  const before = print(compiled);
  const after = print(compiled, [], browserPresets);
  if (before === after) continue;
  const a = before.split('\n');
  const b = after.split('\n');
  const line = a.findIndex((l, i) => l !== b[i]);
  changed.push({ file: path.relative(process.cwd(), file), line: line + 1, compiled: a[line] ?? '', babel: b[line] ?? '' });
}
console.log(JSON.stringify({ targets, documents: files.length, changed }));
