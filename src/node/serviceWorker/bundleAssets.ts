import type { Compiler } from 'webpack';

/**
 * The files the production browser bundle of this build emitted (`/app-….js`, lazy chunks,
 * `/static/….woff2`), recorded as webpack emits them. public/ keeps earlier builds' hashed files (open tabs
 * may still load them), so the worker's file list takes scripts and the font from here, never from a
 * listing of the folder.
 */
let emitted: Set<string> | null = null;

export class RecordBundleAssets {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('MetisRecordBundleAssets', (compilation) => {
      emitted = new Set(Object.keys(compilation.assets).map((name) => '/' + name.split('\\').join('/')));
    });
  }
}

/** The browser bundle's files, or null when no production browser bundle was built in this process. */
export function bundleAssets(): Set<string> | null {
  return emitted;
}
