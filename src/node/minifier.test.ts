/** @jest-environment node */
import { minifyOnEveryCore, NoTerserToReplace } from './minifier';

class TerserPlugin {
  constructor(readonly options: object = {}) {}
}
class CssMinimizerPlugin {}

describe('minifyOnEveryCore', () => {
  it("replaces Gatsby's Terser with the same plugin on every core, in its place", () => {
    const css = new CssMinimizerPlugin();
    const out = minifyOnEveryCore([new TerserPlugin({ parallel: 1 }), css], (o) => new TerserPlugin(o), 2);
    expect(out).toHaveLength(2);
    expect((out[0] as TerserPlugin).options).toEqual({ parallel: 2 });
    expect(out[1]).toBe(css);
  });

  it('fails, naming where to look, when there is no Terser to replace', () => {
    expect(() => minifyOnEveryCore([new CssMinimizerPlugin()], (o) => new TerserPlugin(o))).toThrow(NoTerserToReplace);
    expect(() => minifyOnEveryCore(undefined, (o) => new TerserPlugin(o))).toThrow(/optimization\.minimizer/);
  });
});
