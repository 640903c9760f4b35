// The house rules of eslint.config.mjs, made to fire: Persian text in a component, `dir` other than an LTR
// island, file or browser access in src/lib, gatsby's Link outside SiteLink and an import that crosses a wing
// the wrong way each fail the lint; the allowed forms pass.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The examples are not files of the project, which the type-checked rules need: these tests are about the
// house rules, so type information is turned off for them.
const eslint = new ESLint({ overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] } });

async function rules(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

it('forbids Persian literals in components, allows them through translate()', async () => {
  const file = 'src/components/Example/index.tsx';
  assert.deepEqual(await rules(file, 'export const A = () => <p>سلام</p>;\n'), ['metis/no-persian-literal']);
  assert.deepEqual(await rules(file, "export const label = 'ذخیره';\n"), ['metis/no-persian-literal']);
  assert.deepEqual(await rules(file, 'export const t = `پیام ${1}`;\n'), ['metis/no-persian-literal']);
  assert.deepEqual(
    await rules(
      file,
      "import { translate } from '../../i18n/translate';\nexport const A = () => <p>{translate('theme.common.skipToContent')}</p>;\n",
    ),
    [],
  );
  // Tests and the string module itself hold Persian on purpose.
  assert.deepEqual(
    await rules('src/components/Example/Example.test.tsx', "it('x', () => expect('سلام').toBe('سلام'));\n"),
    [],
  );
  assert.deepEqual(await rules('src/i18n/fa.ts', "export const fa = { 'a.b': 'سلام' };\n"), []);
});

it('allows dir only on LTR islands', async () => {
  const file = 'src/components/Example/index.tsx';
  assert.deepEqual(await rules(file, 'export const A = () => <code dir="ltr">x</code>;\n'), []);
  assert.deepEqual(await rules(file, 'export const A = () => <span dir="auto">x</span>;\n'), []);
  assert.deepEqual(await rules(file, 'export const A = () => <div dir="rtl">x</div>;\n'), [
    'metis/dir-only-on-ltr-islands',
  ]);
  assert.deepEqual(await rules(file, 'export const A = ({ d }: { d: "ltr" }) => <div dir={d}>x</div>;\n'), [
    'metis/dir-only-on-ltr-islands',
  ]);
});

it('keeps src/lib pure: no file system, no browser globals', async () => {
  const file = 'src/lib/example.ts';
  assert.deepEqual(await rules(file, "import fs from 'fs';\nexport const a = fs;\n"), ['no-restricted-imports']);
  assert.deepEqual(await rules(file, "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(await rules(file, 'export const w = () => window.innerWidth;\n'), ['no-restricted-globals']);
  assert.deepEqual(await rules(file, 'export const s = () => localStorage.getItem("k");\n'), ['no-restricted-globals']);
  assert.deepEqual(await rules(file, 'export const pure = (a: number) => a + 1;\n'), []);
  assert.deepEqual(await rules('src/node/example.ts', "import fs from 'fs';\nexport const a = fs;\n"), []);
});

it('lets only SiteLink import Link from gatsby', async () => {
  const code = 'import { Link } from \'gatsby\';\nexport const A = () => <Link to="/">x</Link>;\n';
  assert.deepEqual(await rules('src/components/Example/index.tsx', code), ['no-restricted-imports']);
  assert.deepEqual(await rules('templates/Example.tsx', code), ['no-restricted-imports']);
  assert.deepEqual(await rules('src/components/SiteLink/index.tsx', code), []);
  assert.deepEqual(
    await rules('src/components/Example/index.tsx', "import { graphql } from 'gatsby';\nexport const q = graphql;\n"),
    [],
  );
});

// Wings by audience (eslint.config.mjs, WINGS): for each wing, an import that climbs the wrong way fails and
// one that goes the right way passes. The examples are the imports a newcomer is most likely to write.
const WRONG_AND_RIGHT = [
  // [file, wrong-way import, right-way import]
  ['src/lib/example.ts', '../components/Layout', '../i18n/translate'],
  ['src/lib/search/example.ts', '../../browser/storage', '../paths'],
  ['src/lib/example.ts', '../node/contentDir', './paths'],
  ['src/i18n/example.ts', '../lib/paths', './fa'],
  ['src/config/example.ts', '../lib/paths', './site'],
  ['src/patches/example.ts', '../browser/routeRuntime', '../lib/requestPolicy'],
  ['src/serviceWorker/example.ts', '../browser/storage', '../lib/offline/files'],
  ['src/browser/example.ts', '../components/OfflineNotice', '../lib/routeFailure'],
  ['src/browser/offline/example.ts', '../../app/runtimeNotices', '../../patches/gatsbyBrowserRuntime'],
  ['src/hooks/example.ts', '../contexts/colorMode', '../browser/storage'],
  ['src/contexts/example.tsx', '../components/Layout', '../hooks/useStoreValue'],
  ['src/theme/example.ts', '../components/Layout', '../browser/fonts'],
  ['src/components/Example/index.tsx', '../../app/runtimeNotices', '../../browser/routeRuntime'],
  ['src/components/Example/index.tsx', '../../../templates/DocPage', '../../contexts/colorMode'],
  ['src/components/SiteLink/example.ts', '../../app/Root', '../../browser/routeRuntime'],
  ['src/pages/example.tsx', '../node/createPages', '../components/DocPageView/styles'],
  ['src/components/DocPageView/example.tsx', '../../app/Root', '../Layout'],
  ['src/components/DocPageView/groups/example.ts', '../../../node/templateRegistry', '../../Figure'],
  ['src/app/example.tsx', '../node/contentDir', '../components/Layout'],
  ['src/app/offline/example.tsx', '../../patches/gatsbyBrowserRuntime', '../../browser/offline/slot'],
  ['src/node/example.ts', '../components/DocPageView', './templateRegistry'],
  ['src/node/remark/example.ts', '../../components/CodeBlock', '../../lib/paths'],
  ['src/node/example.ts', '../../server/deploy-rules.mjs', '../browser/prePaint'],
  ['templates/Example.tsx', '../src/node/templateRegistry', '../src/components/DocPageView'],
  ['server/example.mjs', '../src/lib/paths.ts', './deploy-rules.mjs'],
  ['server/example.mjs', '../tools/testing/freePort.mjs', './drain.mjs'],
  ['tools/example.mjs', '../e2e/helpers.mjs', './testing/site.mjs'],
  ['tools/bench/example.mjs', '../../e2e/axe.mjs', '../testing/site.mjs'],
  ['tools/testing/example.mjs', '../bench/report.mjs', '../../server/server.mjs'],
  ['tools/testing/example.mjs', '../../e2e/helpers.mjs', './freePort.mjs'],
  ['e2e/example.mjs', '../tools/bench/report.mjs', '../tools/testing/site.mjs'],
  ['e2e/example.mjs', '../tools/e2e.mjs', './helpers.mjs'],
];

it('keeps each wing one-way: a wrong-way import fails the lint, a right-way one passes', async () => {
  for (const [file, wrong, right] of WRONG_AND_RIGHT) {
    const code = (from) => `import { x } from '${from}';\nexport const y = x;\n`;
    assert.deepEqual(await rules(file, code(wrong)), ['no-restricted-imports'], `${file}: import '${wrong}' must fail`);
    assert.deepEqual(await rules(file, code(right)), [], `${file}: import '${right}' must pass`);
  }
});

it('keeps the other rules of no-restricted-imports where a wing has its own (one option set per file)', async () => {
  const link = 'import { Link } from \'gatsby\';\nexport const A = () => <Link to="/">x</Link>;\n';
  for (const file of [
    'src/browser/example.tsx',
    'src/node/example.tsx',
    'src/app/example.tsx',
    'templates/Example.tsx',
    'src/pages/example.tsx',
  ]) {
    assert.deepEqual(await rules(file, link), ['no-restricted-imports'], `${file}: gatsby's Link`);
  }
  // src/lib's purity and its wing rule together.
  assert.deepEqual(
    await rules(
      'src/lib/example.ts',
      "import fs from 'fs';\nimport { x } from '../app/Root';\nexport const a = [fs, x];\n",
    ),
    ['no-restricted-imports', 'no-restricted-imports'],
  );
  // Tests reach across wings on purpose.
  assert.deepEqual(
    await rules('src/lib/example.test.ts', "import { x } from '../components/Layout';\nexport const a = x;\n"),
    [],
  );
});

it('keeps every hand-written function within a screen (120 lines)', async () => {
  const fn = (lines) => `export function f() {\n${'  f();\n'.repeat(lines - 2)}}\n`;
  for (const file of [
    'tools/example.mjs',
    'tools/testing/example.mjs',
    'tools/samples/example.mjs',
    'e2e/example.mjs',
    'server/example.mjs',
    'src/lib/example.ts',
    'src/components/Example/index.tsx',
    'gatsby-node.ts',
  ]) {
    assert.deepEqual(await rules(file, fn(121)), ['max-lines-per-function'], `${file}: 121 lines`);
    assert.deepEqual(await rules(file, fn(120)), [], `${file}: 120 lines`);
  }
  // A test's describe() holds its cases.
  assert.deepEqual(await rules('e2e/example.test.mjs', fn(200)), []);
});
