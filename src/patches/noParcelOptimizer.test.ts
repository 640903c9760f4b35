/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { checkNoParcelOptimizer, verifyNoParcelOptimizer } from './noParcelOptimizer';
import { PatchDidNotApply } from './_report';

const root = path.resolve('.');
const installed = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
/** A compiled gatsby-node as Parcel writes it without Terser, and as Terser leaves it. */
const readable = Array.from({ length: 400 }, (_, i) => `  const value${i} = require("./module-${i}");`).join('\n');
const minified = readable.replace(/\n\s*/g, ';');
/** The project as it is (the real .parcelrc and installed packages), with a compiled gatsby-node. */
const project =
  (compiled: string | undefined, changes: Record<string, string | undefined> = {}) =>
  (file: string) => {
    const rel = path.relative(root, file);
    if (rel in changes) return changes[rel];
    return rel === '.cache/compiled/gatsby-node.js' ? compiled : installed(file);
  };

it('holds on this project: Gatsby hands Parcel gatsby-parcel-config, whose optimizer .parcelrc leaves out', () => {
  expect(checkNoParcelOptimizer(root, { read: project(readable), env: {} })).toBe(
    ".cache/compiled/gatsby-node.js not minified: 400 lines, 17 KiB; .parcelrc leaves out gatsby-parcel-config's *.{js,mjs,cjs} optimizer",
  );
});

it('fails naming what no longer holds', () => {
  const config = JSON.parse(installed(path.join(root, 'node_modules/gatsby-parcel-config/lib/index.json'))!) as {
    optimizers: Record<string, string[]>;
  };
  const noOptimizer = JSON.stringify({ ...config, optimizers: {} });
  expect(() =>
    checkNoParcelOptimizer(root, {
      read: project(readable, { 'node_modules/gatsby-parcel-config/lib/index.json': noOptimizer }),
      env: {},
    }),
  ).toThrow(
    /^patch noParcelOptimizer did not apply: node_modules\/gatsby-parcel-config\/lib\/index\.json does not minify \*\.\{js,mjs,cjs\} with an optimizer\. /,
  );
  expect(() => checkNoParcelOptimizer(root, { read: project(readable, { '.parcelrc': undefined }), env: {} })).toThrow(
    /\.parcelrc does not extend/,
  );
  const keepsTerser = JSON.stringify({ extends: './node_modules/gatsby-parcel-config/lib/index.json' });
  expect(() =>
    checkNoParcelOptimizer(root, { read: project(readable, { '.parcelrc': keepsTerser }), env: {} }),
  ).toThrow(/\.parcelrc does not extend/);
  expect(() => checkNoParcelOptimizer(root, { read: project(minified), env: {} })).toThrow(
    /\.cache\/compiled\/gatsby-node\.js is minified \(1 lines/,
  );
  expect(() => checkNoParcelOptimizer(root, { read: project(undefined), env: {} })).toThrow(
    /gatsby-node\.js was not written/,
  );
  const gatsby = 'node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js';
  const ownConfig = installed(path.join(root, gatsby))!.replace(
    'defaultConfig: require.resolve(`gatsby-parcel-config`)',
    'config: inlineConfig',
  );
  expect(() => checkNoParcelOptimizer(root, { read: project(readable, { [gatsby]: ownConfig }), env: {} })).toThrow(
    /does not hand Parcel gatsby-parcel-config/,
  );
});

it('matches nothing when its mismatch is requested', () => {
  expect(() =>
    checkNoParcelOptimizer(root, { read: project(readable), env: { METIS_PATCH_MISMATCH: 'noParcelOptimizer' } }),
  ).toThrow(PatchDidNotApply);
  expect(() => checkNoParcelOptimizer(root, { read: project(readable), env: { METIS_PATCH_MISMATCH: 'all' } })).toThrow(
    /does not hand Parcel gatsby-parcel-config as its default config; .*does not minify/,
  );
});

it('fails the build through the reporter when it did not apply', () => {
  const panicOnBuild = jest.fn();
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(path.join(root, 'no-such-project'));
  try {
    verifyNoParcelOptimizer({ panicOnBuild });
  } finally {
    cwd.mockRestore();
  }
  expect(panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^patch noParcelOptimizer did not apply: /));
});
