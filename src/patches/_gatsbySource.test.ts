/** @jest-environment node */
import { PatchDidNotApply } from './_report';
import { checkParts, packageOf, Premise } from './_gatsbySource';

const files: Record<string, string> = {
  'gatsby/package.json': '{"version":"5.16.1"}',
  'gatsby/cache-dir/loader.js': 'hovering(rawPath) {\n    this.loadPage(rawPath)\n  }',
  'gatsby-link/package.json': '{"version":"5.16.0"}',
  'gatsby-link/dist/index.modern.mjs': '___loader.hovering(',
};
const read = (file: string) => {
  if (!(file in files)) throw new Error(`ENOENT: ${file}`);
  return files[file];
};
const premises: Premise[] = [
  { file: 'gatsby/cache-dir/loader.js', pattern: /hovering\(rawPath\)/, does: 'have hovering' },
  { file: 'gatsby-link/dist/index.modern.mjs', pattern: /___loader\.hovering\(/, does: 'call hovering' },
];

// The premises of a module of one part, `p`, which prefixes its evidence and each broken premise.
const one = (list: Premise[]) => [{ part: 'p', premises: list }];

it('names the packages, their versions and files when every premise holds', () => {
  expect(checkParts('x', read, one(premises), {})).toBe(
    'p: 2 premises hold in gatsby 5.16.1 (cache-dir/loader.js), gatsby-link 5.16.0 (dist/index.modern.mjs)',
  );
  expect(checkParts('x', read, one(premises.slice(0, 1)), {})).toBe(
    'p: 1 premise holds in gatsby 5.16.1 (cache-dir/loader.js)',
  );
});

it('fails naming the patch and every premise that no longer holds, or file that cannot be read', () => {
  const changed = (file: string) => (file.endsWith('loader.js') ? 'hovering(path) {}' : read(file));
  expect(() => checkParts('x', changed, one(premises), {})).toThrow(PatchDidNotApply);
  expect(() => checkParts('x', changed, one(premises), {})).toThrow(
    /^patch x did not apply: p: node_modules\/gatsby\/cache-dir\/loader\.js does not have hovering\. /,
  );
  const missing: Premise = { file: 'gatsby/cache-dir/gone.js', pattern: /./, does: 'exist' };
  expect(() => checkParts('x', read, one([missing]), {})).toThrow(
    /node_modules\/gatsby\/cache-dir\/gone\.js cannot be read \(ENOENT/,
  );
  expect(() => checkParts('x', read, [], {})).toThrow(/states no premise/);
});

it('matches nothing when the patch’s mismatch is requested', () => {
  expect(() => checkParts('x', read, one(premises), { METIS_PATCH_MISMATCH: 'y,x' })).toThrow(
    /does not have hovering; p: node_modules\/gatsby-link\/dist\/index\.modern\.mjs does not call hovering/,
  );
  expect(checkParts('x', read, one(premises), { METIS_PATCH_MISMATCH: 'y' })).toMatch(/^p: 2 premises hold/);
});

it('tells the package from the path inside it', () => {
  expect(packageOf('gatsby/cache-dir/loader.js')).toEqual({ name: 'gatsby', rest: 'cache-dir/loader.js' });
  expect(packageOf('@gatsbyjs/reach-router/dist/index.js')).toEqual({
    name: '@gatsbyjs/reach-router',
    rest: 'dist/index.js',
  });
});

describe('checkParts: one module patching one place in several ways', () => {
  const parts = [
    { part: 'hover', premises: premises.slice(0, 1) },
    { part: 'link', premises: premises.slice(1) },
  ];

  it('says, part by part, which premises hold', () => {
    expect(checkParts('x', read, parts, {})).toBe(
      'hover: 1 premise holds in gatsby 5.16.1 (cache-dir/loader.js); link: 1 premise holds in gatsby-link 5.16.0 (dist/index.modern.mjs)',
    );
  });

  it('checks each part on its own and names the part of every premise that no longer holds', () => {
    const changed = (file: string) => (file.endsWith('index.modern.mjs') ? '___loader.prefetch(' : read(file));
    expect(() => checkParts('x', changed, parts, {})).toThrow(
      /^patch x did not apply: link: node_modules\/gatsby-link\/dist\/index\.modern\.mjs does not call hovering\. /,
    );
    expect(() => checkParts('x', read, [{ part: 'empty', premises: [] }], {})).toThrow(/states no premise/);
  });

  it('fails every part when the module’s mismatch is requested, and only then', () => {
    expect(() => checkParts('x', read, parts, { METIS_PATCH_MISMATCH: 'x' })).toThrow(
      /hover: node_modules\/gatsby\/cache-dir\/loader\.js does not have hovering; link: node_modules/,
    );
    expect(checkParts('x', read, parts, { METIS_PATCH_MISMATCH: 'hover,link' })).toMatch(/^hover: 1 premise holds/);
  });
});
