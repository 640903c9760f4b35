#!/usr/bin/env node
// One voice across content/: reports, or with --fix rewrites, every spelling that content/terms.json lists
// under `avoid` (قطعه → تکه, سرآیند → هدر, گفت‌وگو → گفتگو, بیش‌تر → بیشتر …) in the prose of every .mdx
// file and in the Persian summaries and descriptions of the API definition (content/openapi/**/*.yaml),
// which the pages render. Code fences, inline code, code comments, URLs and non-prose JSX attributes are
// never touched; in YAML only Persian words can match, so keys and identifiers stay as they are. The
// rules live in tools/contentLint/persianLint.ts (findTermMatches / fixTerms), the same ones the content lint runs;
// this script only walks the files. Re-run it after merging branches that edit the same pages.
//
//   node tools/fix-terms.mjs [--fix] [--content DIR]
//   npm run fix:terms            (the same with --fix)
//
// Exit code: 0 when nothing is left to fix, 1 when a report found spellings to fix.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';

register('./tsHooks.mjs', import.meta.url);
// The lint's rules and the one walker of content/, the site's own TypeScript modules.
const lint = await import('./contentLint/persianLint.ts');
const { listContentFiles } = await import('../src/node/contentFiles.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const at = args.indexOf('--content');
const contentDir = path.resolve(root, at === -1 ? 'content' : args[at + 1]);
const { terms } = JSON.parse(fs.readFileSync(path.join(contentDir, 'terms.json'), 'utf8'));

let total = 0;
let files = 0;
for (const file of listContentFiles(contentDir, ['.mdx', '.yaml', '.yml'])) {
  const source = fs.readFileSync(file, 'utf8');
  const rel = path.relative(root, file).split(path.sep).join('/');
  // English names (`latin` in terms.json) are left alone in YAML, where `webhook:` is a key, not prose.
  const options = { latin: !/\.ya?ml$/.test(file) };
  if (fix) {
    const { source: fixed, fixed: count } = lint.fixTerms(source, terms, options);
    if (count) {
      fs.writeFileSync(file, fixed);
      console.log(`${rel}: ${count} fixed`);
      total += count;
      files += 1;
    }
  } else {
    const findings = lint.lintTerms(source, terms, options);
    for (const f of findings) console.log(lint.formatFinding(rel, f));
    if (findings.length) files += 1;
    total += findings.length;
  }
}
if (fix) console.log(`fix-terms: ${total} spelling(s) rewritten in ${files} file(s)`);
else {
  console.log(`fix-terms: ${total} spelling(s) to fix in ${files} file(s)${total ? ' (run with --fix)' : ''}`);
  if (total) process.exitCode = 1;
}
