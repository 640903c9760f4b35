/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { endMismatchBuild, failPatch, recordedFailures, recordsDir, startMismatchBuild } from './_mismatchBuild';
import { PatchDidNotApply } from './_report';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mismatch-build-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  startMismatchBuild(root);
  fs.rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const error = (patch: string) => new PatchDidNotApply(patch, 'what it matches is gone');

it('fails a real build the module’s own way, at once, and records nothing', () => {
  const fail = jest.fn();
  failPatch(error('prismCodeBlocks'), fail, { env: {}, root });
  expect(fail).toHaveBeenCalledWith(expect.objectContaining({ patch: 'prismCodeBlocks' }));
  expect(recordedFailures(root)).toEqual([]);
  // Another module's mismatch does not hold back this one's real failure.
  failPatch(error('prismCodeBlocks'), fail, { env: { METIS_PATCH_MISMATCH: 'helmetPageTurn' }, root });
  expect(fail).toHaveBeenCalledTimes(2);
  expect(() =>
    failPatch(
      error('prismCodeBlocks'),
      (e) => {
        throw e;
      },
      { env: {}, root },
    ),
  ).toThrow(/^patch prismCodeBlocks did not apply: what it matches is gone/);
});

it('under the requested mismatch, prints the did-not-apply line, records it and lets the build go on', () => {
  const fail = jest.fn();
  const env = { METIS_PATCH_MISMATCH: 'dropThemeShadowing,helmetPageTurn' };
  failPatch(error('helmetPageTurn'), fail, { env, root });
  failPatch(error('helmetPageTurn'), fail, { env, root });
  failPatch(error('noParcelOptimizer'), fail, { env: { METIS_PATCH_MISMATCH: 'all' }, root });
  expect(fail).not.toHaveBeenCalled();
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^patch helmetPageTurn did not apply: /));
  expect(recordedFailures(root)).toEqual(['helmetPageTurn', 'noParcelOptimizer']);
  expect(fs.readFileSync(path.join(recordsDir(root), 'helmetPageTurn'), 'utf8')).toMatch(/^patch helmetPageTurn did/);
});

it('fails the mismatch build at its end, listing every module that did not apply and each one that never failed', () => {
  const env = { METIS_PATCH_MISMATCH: 'dropThemeShadowing,helmetPageTurn' };
  failPatch(error('helmetPageTurn'), jest.fn(), { env, root });
  const panic = jest.fn();
  endMismatchBuild(panic, { env, root });
  expect(panic).toHaveBeenCalledWith(
    expect.stringMatching(
      /^METIS_PATCH_MISMATCH=dropThemeShadowing,helmetPageTurn: 1 patches did not apply: helmetPageTurn; asked to mismatch but never failed: dropThemeShadowing\. /,
    ),
  );
  // The records go with the build that read them.
  expect(recordedFailures(root)).toEqual([]);
});

it('leaves a build without METIS_PATCH_MISMATCH alone, and starts each build with no record', () => {
  const panic = jest.fn();
  endMismatchBuild(panic, { env: {}, root });
  expect(panic).not.toHaveBeenCalled();
  failPatch(error('helmetPageTurn'), jest.fn(), { env: { METIS_PATCH_MISMATCH: 'all' }, root });
  startMismatchBuild(root);
  expect(recordedFailures(root)).toEqual([]);
});
