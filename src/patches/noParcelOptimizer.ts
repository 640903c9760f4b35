/**
 * Patch: Gatsby compiles gatsby-node and gatsby-config (with Parcel) without minifying them.
 *
 * What it changes: `.parcelrc` at the project root extends gatsby-parcel-config, the Parcel config Gatsby
 * hands Parcel as its `defaultConfig` (used only when the project has none), with no optimizer for
 * `*.{js,mjs,cjs}`. Parcel's Terser then no longer rewrites `.cache/compiled/gatsby-node.js` and
 * `gatsby-config.js`.
 *
 * Why: the compiled files only run in the build and are never shipped, yet Gatsby's config minifies them
 * on every build and in every `gatsby develop` start; Gatsby has no option for it. Measured 2026-11-26
 * (tools/bench/experiments.mjs at 230eef1, `--corpus site`, 43 pages, alternating, 1-minute load 5–10):
 * Gatsby's "compile gatsby files" step took 4.6–7.0 s of CPU with it (8 builds) and 9.9 / 10.9 s without
 * (2 builds), 4.4 s between the medians; figures in src/patches/README.md.
 *
 * Checked against: gatsby 5.16.1 (dist/utils/parcel/compile-gatsby-files.js), gatsby-parcel-config 1.16.0
 * (lib/index.json).
 *
 * Check: in onPreInit (src/node/preInit.ts), right after Gatsby compiled those files: Gatsby must still hand
 * Parcel gatsby-parcel-config as its default, gatsby-parcel-config must still minify compiled JavaScript
 * (else this override does nothing and should go), `.parcelrc` must extend it without that optimizer, and
 * the compiled gatsby-node.js must not be minified. Otherwise the build fails naming this patch. With the
 * mismatch requested, the premises in the installed packages match nothing.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { failPatch } from './_mismatchBuild';
import { patchApplied, PatchDidNotApply, mismatchRequested } from './_report';

export const PATCH = 'noParcelOptimizer';

/** The optimizer entry .parcelrc empties: Parcel's glob for compiled JavaScript. */
export const JS_GLOB = '*.{js,mjs,cjs}';
const DEFAULT_CONFIG = /defaultConfig: require\.resolve\(`gatsby-parcel-config`\)/;
const NEVER = /(?!)/;
/** Longest average line of a file Terser did not touch (the compiled gatsby-node: about 50 characters). */
const MAX_AVERAGE_LINE = 200;

interface ParcelConfig {
  extends?: string | string[];
  optimizers?: Record<string, string[]>;
}

/** Reads a file, or undefined when it is not there. */
type Read = (file: string) => string | undefined;

const readFile: Read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const parse = (text: string | undefined): ParcelConfig | undefined => {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as ParcelConfig);
  } catch {
    return undefined;
  }
};

/**
 * The evidence that the compiled files were not minified because of .parcelrc, or PatchDidNotApply naming
 * what no longer holds. `root` is the project (its node_modules, .parcelrc and .cache/compiled).
 */
export function checkNoParcelOptimizer(
  root: string,
  { read = readFile, env }: { read?: Read; env?: NodeJS.ProcessEnv } = {},
): string {
  const mismatch = mismatchRequested(PATCH, env);
  const broken: string[] = [];
  const compileFile = 'node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js';
  if (!(mismatch ? NEVER : DEFAULT_CONFIG).test(read(path.join(root, compileFile)) ?? '')) {
    broken.push(`${compileFile} does not hand Parcel gatsby-parcel-config as its default config`);
  }
  const base = 'node_modules/gatsby-parcel-config/lib/index.json';
  const defaults = parse(read(path.join(root, base)));
  if (mismatch || !defaults?.optimizers?.[JS_GLOB]?.length)
    broken.push(`${base} does not minify ${JS_GLOB} with an optimizer`);
  const own = parse(read(path.join(root, '.parcelrc')));
  const extendsBase = [own?.extends ?? []].flat().some((e) => path.resolve(root, e) === path.resolve(root, base));
  if (!own || !extendsBase || own.optimizers?.[JS_GLOB]?.length !== 0) {
    broken.push(`.parcelrc does not extend ${base} with no optimizer for ${JS_GLOB}`);
  }
  const compiled = '.cache/compiled/gatsby-node.js';
  const text = read(path.join(root, compiled));
  const lines = text?.split('\n').length ?? 0;
  if (text === undefined) broken.push(`${compiled} was not written`);
  else if (text.length / lines > MAX_AVERAGE_LINE)
    broken.push(`${compiled} is minified (${lines} lines for ${text.length} characters)`);
  if (broken.length) throw new PatchDidNotApply(PATCH, broken.join('; '));
  return `${compiled} not minified: ${lines} lines, ${Math.round(text!.length / 1024)} KiB; .parcelrc leaves out gatsby-parcel-config's ${JS_GLOB} optimizer`;
}

/** From onPreInit (src/node/preInit.ts): the check above on the project Gatsby runs in. */
export function verifyNoParcelOptimizer(reporter: Pick<Reporter, 'panicOnBuild'>): void {
  try {
    patchApplied(PATCH, checkNoParcelOptimizer(process.cwd()));
  } catch (error) {
    if (!(error instanceof PatchDidNotApply)) throw error;
    failPatch(error, (e) => reporter.panicOnBuild(e.message));
  }
}
