// @e2e-needs-no-build: it builds its own copy of the project and never reads ./public (tools/e2e.mjs).
// Build guards, each made to fire: a copy of the project builds fixture content (DOCS_CONTENT_DIR) in a
// temporary folder, so the real build in ./public is never touched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/testing/projectCopy.mjs';

const root = path.resolve('.');
let work;
let copy;

function build(fixture) {
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: work,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DOCS_CONTENT_DIR: path.join(root, 'e2e/fixtures', fixture),
      CI: 'true',
      NO_COLOR: '1',
    },
    encoding: 'utf8',
    timeout: 300_000,
  });
  // Gatsby wraps long lines; join them so messages can be matched whole.
  const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  return { status: result.status, output, flat: output.replace(/\s*\n\s*/g, ' ') };
}

describe('build guards', () => {
  before(() => {
    copy = makeProjectCopy(root, 'metis-guards-');
    work = copy.dir;
  });
  after(() => copy.remove());

  it('fails on broken internal links and lists each as source → target', () => {
    const { status, flat, output } = build('broken-links');
    assert.notEqual(status, 0, output);
    assert.match(flat, /Broken links found \(3\)/);
    assert.match(flat, /\/ → \/no-such-page/);
    assert.match(flat, /\/ → \/guide\/missing#part/);
    assert.match(flat, /\/guide → \/nowhere/);
    // Markdown links to files: unresolvable ones only warn, with file and line; resolvable ones become routes.
    assert.match(
      flat,
      /Markdown link to a missing file: \.\/missing\.mdx \(.*e2e\/fixtures\/broken-links\/index\.mdx:5\)/,
    );
    const html = fs.readFileSync(path.join(work, 'public/index.html'), 'utf8');
    assert.match(html, /href="\/guide"/);
    // An unknown code language warns with the file and renders as plain text.
    assert.match(flat, /Language does not exist: persianscript \(.*e2e\/fixtures\/broken-links\/index\.mdx:9\)/);
    assert.match(html, /class="language-plaintext"/);
    assert.match(html, /print\(&quot;این زبان وجود ندارد&quot;\)|print\("این زبان وجود ندارد"\)/);
  });

  it('lists every problem of every document at once: a missing title, a field of the wrong type, two files on one route', () => {
    // One build, so an author fixes them all before building again: each check leaves out the documents an
    // earlier one named and goes on (src/node/createPages.ts).
    const { status, flat, output } = build('page-problems');
    assert.notEqual(status, 0, output);
    assert.match(flat, /Frontmatter error in .*page-problems\/index\.mdx: missing required "title"/);
    assert.match(
      flat,
      /Frontmatter error in .*page-problems\/typed\.mdx: "sidebar_position" must be a number, got "دوم"/,
    );
    assert.match(flat, /"hide_sidebar" must be a boolean/);
    assert.match(flat, /Duplicate route \/guide: both .*guide(\/index)?\.mdx and .*guide(\/index)?\.mdx map to it/);
    assert.match(flat, /Fix: rename or move one of them/);
  });

  it('fails on a document that cannot be compiled to data, naming the file, its line and the fix', () => {
    // The compile runs in a query worker; its message must still reach the build's output.
    const { status, flat, output } = build('bad-mdx');
    assert.notEqual(status, 0, output);
    assert.match(
      flat,
      /bad-mdx\/guide\.mdx:8: this expression \(BinaryExpression\) cannot be rendered from data\. Fix: write the text itself/,
    );
  });
});
