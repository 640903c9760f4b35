import os from 'os';
import { DOCUMENT_CHUNK, NoTerserToReplace, splitDocumentMinifier } from './documentMinifier';

class TerserPlugin {
  constructor(public options: Record<string, unknown>) {}
}
class CssMinimizerPlugin {}

const minifyJs = (options = {}) => new TerserPlugin(options);

describe('splitDocumentMinifier', () => {
  it("replaces Gatsby's Terser by a full pass for shared code and a light one for documents, in its place", () => {
    const css = new CssMinimizerPlugin();
    const out = splitDocumentMinifier([new TerserPlugin({ exclude: /\.min\.js/ }), css], minifyJs, 2) as TerserPlugin[];
    expect(out).toHaveLength(3);
    expect(out[0].options).toEqual({ exclude: [/\.min\.js/, DOCUMENT_CHUNK], parallel: 2 });
    expect(out[1].options).toEqual({ include: DOCUMENT_CHUNK, terserOptions: { compress: false }, parallel: 2 });
    expect(out[2]).toBe(css);
  });

  it('gives Terser every core of the machine by default', () => {
    const out = splitDocumentMinifier([new TerserPlugin({})], minifyJs) as TerserPlugin[];
    expect(out.map((m) => m.options.parallel)).toEqual([os.availableParallelism(), os.availableParallelism()]);
  });

  it('tells document chunks from shared ones by their file name', () => {
    expect(DOCUMENT_CHUNK.test('component---src-templates-doc-page-tsx-content-file-path-content-api-session-mdx-84c6e9dcf7209a59a77f.js')).toBe(true);
    expect(DOCUMENT_CHUNK.test('static/js/component---src-templates-doc-page-tsx-content-file-path-bench-content-a-b-mdx-1.js')).toBe(true);
    for (const shared of [
      'app-4705b9927f9370bb20de.js',
      'framework-2517.js',
      'commons-0136c14b09b0e120c2ca.js',
      'component---src-pages-404-tsx-5317cba365c696d64839.js',
      'webpack-runtime-1.js',
    ]) {
      expect(DOCUMENT_CHUNK.test(shared)).toBe(false);
    }
  });

  it('fails the build naming its file when there is no Terser to split', () => {
    expect(() => splitDocumentMinifier([new CssMinimizerPlugin()], minifyJs)).toThrow(NoTerserToReplace);
    expect(() => splitDocumentMinifier(undefined, minifyJs)).toThrow(/src\/node\/documentMinifier\.ts/);
  });
});
