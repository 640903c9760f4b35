/**
 * The build gives compiled MDX to webpack without a Babel pass (src/patches/skipRedundantBabel.ts). That
 * is right only while @babel/preset-env, for the project's browserslist, would leave every document's
 * compiled code as it is; scripts/mdx-browser-syntax.mjs compiles each document and checks (ESM under
 * Node, hence a child process).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { contentDir } from './contentDir';

interface SyntaxReport {
  targets: string[];
  documents: number;
  changed: { file: string; line: number; compiled: string; babel: string }[];
}

const script = path.resolve(__dirname, '../../scripts/mdx-browser-syntax.mjs');
const check = (...args: string[]): SyntaxReport => JSON.parse(execFileSync(process.execPath, [script, contentDir, ...args], { encoding: 'utf8' }));

it("needs no Babel pass for the browsers of the project's browserslist, in any document", () => {
  const report = check();
  expect(report.documents).toBeGreaterThan(0);
  // A document listed here uses syntax or a built-in some target browser lacks: rewrite that part of the
  // document, or give MDX back its Babel pass in src/patches/skipRedundantBabel.ts.
  expect(report.changed).toEqual([]);
}, 60_000);

it('reports the documents Babel would change for older browsers', () => {
  const report = check('--targets=chrome 40');
  expect(report.changed.length).toBe(report.documents);
  expect(report.changed[0]).toMatchObject({ compiled: expect.stringMatching(/^\s*const /), babel: expect.stringMatching(/^\s*var /) });
}, 60_000);
