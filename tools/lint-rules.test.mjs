// The house rules of eslint.config.mjs, made to fire: Persian text in a component, `dir` other than an LTR
// island, and file or browser access in src/lib each fail the lint; the allowed forms pass.
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
  assert.deepEqual(await rules(file, "import { translate } from '../../i18n/translate';\nexport const A = () => <p>{translate('theme.common.skipToContent')}</p>;\n"), []);
  // Tests and the string module itself hold Persian on purpose.
  assert.deepEqual(await rules('src/components/Example/Example.test.tsx', "it('x', () => expect('سلام').toBe('سلام'));\n"), []);
  assert.deepEqual(await rules('src/i18n/fa.ts', "export const fa = { 'a.b': 'سلام' };\n"), []);
});

it('allows dir only on LTR islands', async () => {
  const file = 'src/components/Example/index.tsx';
  assert.deepEqual(await rules(file, 'export const A = () => <code dir="ltr">x</code>;\n'), []);
  assert.deepEqual(await rules(file, 'export const A = () => <span dir="auto">x</span>;\n'), []);
  assert.deepEqual(await rules(file, 'export const A = () => <div dir="rtl">x</div>;\n'), ['metis/dir-only-on-ltr-islands']);
  assert.deepEqual(await rules(file, 'export const A = ({ d }: { d: "ltr" }) => <div dir={d}>x</div>;\n'), ['metis/dir-only-on-ltr-islands']);
});

it('keeps src/lib pure: no file system, no browser globals', async () => {
  const file = 'src/lib/example.ts';
  assert.deepEqual(await rules(file, "import fs from 'fs';\nexport const a = fs;\n"), ['no-restricted-imports']);
  assert.deepEqual(await rules(file, "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"), ['no-restricted-imports']);
  assert.deepEqual(await rules(file, 'export const w = () => window.innerWidth;\n'), ['no-restricted-globals']);
  assert.deepEqual(await rules(file, 'export const s = () => localStorage.getItem("k");\n'), ['no-restricted-globals']);
  assert.deepEqual(await rules(file, 'export const pure = (a: number) => a + 1;\n'), []);
  assert.deepEqual(await rules('src/node/example.ts', "import fs from 'fs';\nexport const a = fs;\n"), []);
});

it('lets only SiteLink import Link from gatsby', async () => {
  const code = 'import { Link } from \'gatsby\';\nexport const A = () => <Link to="/">x</Link>;\n';
  assert.deepEqual(await rules('src/components/Example/index.tsx', code), ['no-restricted-imports']);
  assert.deepEqual(await rules('src/templates/Example.tsx', code), ['no-restricted-imports']);
  assert.deepEqual(await rules('src/components/SiteLink/index.tsx', code), []);
  assert.deepEqual(await rules('src/components/Example/index.tsx', "import { graphql } from 'gatsby';\nexport const q = graphql;\n"), []);
});
