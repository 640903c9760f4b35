/** @jest-environment node */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { remarkImportComponents } from './importComponents';

const components = { Tabs: 'Tabs', TabItem: 'Tabs', ApiOperation: 'ApiOperation', Hero: 'Hero' };

function run(source: string) {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(source) as unknown as { children: Array<{ type: string; value?: string; data?: { estree?: { body: Array<Record<string, unknown>> } } }> };
  remarkImportComponents({ components, componentsDir: '/site/src/components' })(tree);
  return tree.children.filter((n) => n.type === 'mdxjsEsm');
}

it('imports each page component a document uses, one statement per module', () => {
  const esm = run('متن\n\n<Tabs>\n<TabItem value="a">الف</TabItem>\n<TabItem value="b">ب</TabItem>\n</Tabs>\n\n<ApiOperation id="x" />\n');
  expect(esm.map((n) => n.value)).toEqual(['import { ApiOperation } from "/site/src/components/ApiOperation";', 'import { TabItem, Tabs } from "/site/src/components/Tabs";']);
  const declaration = esm[1].data?.estree?.body[0] as { type: string; specifiers: Array<{ local: { name: string } }>; source: { value: string } };
  expect(declaration.type).toBe('ImportDeclaration');
  expect(declaration.specifiers.map((s) => s.local.name)).toEqual(['TabItem', 'Tabs']);
  expect(declaration.source.value).toBe('/site/src/components/Tabs');
});

it('adds nothing to a document that uses no page component, and leaves unknown ones to the provider', () => {
  expect(run('## عنوان\n\n<Admonition type="note">یادداشت</Admonition>\n')).toEqual([]);
});

it('keeps an import the author wrote and does not import the name twice', () => {
  const esm = run('import { Hero } from "../elsewhere"\n\n<Hero />\n\n<Tabs><TabItem value="a">الف</TabItem></Tabs>\n');
  expect(esm.map((n) => n.value)).toEqual(['import { TabItem, Tabs } from "/site/src/components/Tabs";', 'import { Hero } from "../elsewhere"']);
});
