// @e2e-needs-no-build: it builds its own copy of the project and never reads ./public (tools/e2e.mjs).
// Content from anywhere: DOCS_CONTENT_DIR may point at a folder outside the project (a docs repository
// checked out beside it, a mounted volume). The fixture is copied to the system's temporary folder, far from
// any node_modules, and a copy of the project builds it: its documents are compiled to data and rendered by
// the project's templates, so nothing of the MDX runtime or the components may be looked up beside them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/projectCopy.mjs';

const root = path.resolve('.');

describe('content outside the project', () => {
  let copy;
  let content;
  before(() => {
    copy = makeProjectCopy(root, 'metis-outside-');
    content = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-elsewhere-'));
    fs.cpSync(path.join(root, 'e2e/fixtures/outside-content'), content, { recursive: true });
  });
  after(() => {
    copy.remove();
    fs.rmSync(content, { recursive: true, force: true });
  });

  it('builds, with the components and highlighting of content inside it', () => {
    assert.ok(
      !path.relative(copy.dir, content).match(/^[^.]/) && !content.startsWith(root),
      'the content is outside the project',
    );
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: copy.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: content, CI: 'true', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 600_000,
    });
    const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    assert.doesNotMatch(output, /Can't resolve/);
    assert.equal(result.status, 0, output.slice(-3000));
    const home = fs.readFileSync(path.join(copy.dir, 'public/index.html'), 'utf8');
    assert.ok(/<h1[^>]*>مستندات بیرون از پروژه<\/h1>/.test(home), 'the page has its title');
    assert.ok(/<code class="language-bash"><span class="token/.test(home), 'the code is highlighted');
    assert.ok(home.includes('نکته‌ها همان ظاهر همیشگی را دارند'), 'the admonition is rendered');
    const guide = fs.readFileSync(path.join(copy.dir, 'public/guide/tabs/index.html'), 'utf8');
    assert.ok(guide.includes('role="tablist"'), 'the tabs component is rendered');
    assert.ok(
      guide.includes('data-language="python"') && guide.includes('data-language="bash"'),
      'every sample is in the static HTML',
    );
  });
});
