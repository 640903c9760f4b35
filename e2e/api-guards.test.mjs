// @e2e-needs-no-build: it builds its own copy of the project and never reads ./public (tools/e2e.mjs).
// The API reference's build guard, made to fire: a copy of the project builds fixture content whose pages
// name an operation and a schema that the fixture's OpenAPI definition does not have. The build must fail,
// naming each page file, line and id. The real build in ./public is never touched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/testing/projectCopy.mjs';

const root = path.resolve('.');

describe('API reference build guard', () => {
  let copy;
  before(() => {
    copy = makeProjectCopy(root, 'metis-api-guard-');
  });
  after(() => copy.remove());

  it('fails on an unknown <ApiOperation id> or <ApiSchema name>, naming the page and the id', () => {
    const result = spawnSync('npx', ['gatsby', 'build'], {
      cwd: copy.dir,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        DOCS_CONTENT_DIR: path.join(root, 'e2e/fixtures/unknown-api-id'),
        CI: 'true',
        NO_COLOR: '1',
      },
      encoding: 'utf8',
      timeout: 300_000,
    });
    const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    const flat = output.replace(/\s*\n\s*/g, ' ');
    assert.notEqual(result.status, 0, output);
    assert.match(
      flat,
      /Unknown API operation id "noSuchOperation" in <ApiOperation> at .*e2e\/fixtures\/unknown-api-id\/index\.mdx:9/,
    );
    assert.match(
      flat,
      /Unknown API schema name "Ghost" in <ApiSchema> at .*e2e\/fixtures\/unknown-api-id\/guide\.mdx:7/,
    );
    assert.doesNotMatch(flat, /"ping"/);
  });
});
