import GithubSlugger from 'github-slugger';
import { parseMdx } from './mdxSyntax';
import { readDocument } from './documentModel';

function read(body: string, options: { lineOffset?: number; offset?: number } = {}) {
  const slugger = new GithubSlugger();
  return readDocument(parseMdx(body), { body, slug: (t) => slugger.slug(t), ...options });
}

describe('readDocument', () => {
  it('finds the components the author wrote, outside code, in order of first use', () => {
    const body = [
      '<Tabs groupId="x">',
      '<TabItem value="a">',
      '```mdx',
      '<ApiOperation id="inCode" />',
      '```',
      '</TabItem>',
      '</Tabs>',
      '',
      'متن با `<Hero />` در کد و <Unverified /> و <Tabs><TabItem value="b">ب</TabItem></Tabs>',
      '',
      '<div>HTML</div>',
    ].join('\n');
    expect(read(body).components).toEqual(['Tabs', 'TabItem', 'Unverified']);
  });

  it('lists API references with the line in the file, their examples, and an empty id when the tag has none', () => {
    const body =
      'متن\n\n<ApiOperation id="send" examples="a, b" />\n\n`<ApiSchema name="InCode" />`\n\n<ApiSchema name={"Message"} />\n\n<ApiOperation />\n';
    expect(read(body, { lineOffset: 4 }).apiReferences).toEqual([
      { kind: 'operation', id: 'send', line: 7, examples: ['a', 'b'] },
      { kind: 'schema', id: 'Message', line: 11, examples: [] },
      { kind: 'operation', id: '', line: 13, examples: [] },
    ]);
  });

  it('lists fences, file links and admonitions with their lines; a fence inside a longer fence is its text', () => {
    const body = [
      '[a](./x.mdx#part) [b](https://x.ir/y.mdx)',
      '',
      '````md',
      '```js',
      'x',
      '```',
      '````',
      '',
      ':::todo',
      'y',
      ':::',
    ].join('\n');
    const facts = read(body, { lineOffset: 2 });
    expect(facts.fences).toEqual([{ lang: 'md', meta: '', code: '```js\nx\n```', line: 5 }]);
    expect(facts.fileLinks).toEqual([{ name: './x.mdx#part', line: 3 }]);
    expect(facts.directives).toEqual([{ name: 'todo', line: 11 }]);
    expect(facts.links).toEqual(['./x.mdx#part', 'https://x.ir/y.mdx']);
  });

  it('splits search sections at h2 and h3 with the slugger ids of every heading, deeper headings in their section', () => {
    const body =
      '# عنوان\n\nمقدمه با [پیوند](/a) و `کد`.\n\n## مثال\n\nیک\n\n## مثال\n\n#### جزئیات\n\n| الف | ب |\n|---|---|\n| ج | د |\n\n<ApiOperation id="send" />\n\n```bash title="ارسال"\ncurl https://api.metisai.ir/x\n```\n';
    const sections = read(body).sections;
    expect(sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['مثال', 'مثال'],
      ['مثال-1', 'مثال'],
    ]);
    expect(sections[0].text).toEqual(['عنوان', 'مقدمه با پیوند و کد.']);
    expect(sections[2].text).toEqual(['جزئیات', 'الف', 'ب', 'ج', 'د', 'ارسال']);
    expect(sections[2].api).toEqual([{ kind: 'operation', id: 'send', at: 5 }]);
    expect(sections[2].code).toBe('curl https://api.metisai.ir/x');
  });

  it('gives a heading the build adds an id but no section of its own', () => {
    const body = '## مثال\n\nیک\n\n## مثال\n\nدو\n';
    const tree = parseMdx(body);
    tree.children.unshift({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'مثال' }] });
    const slugger = new GithubSlugger();
    const facts = readDocument(tree, { body, slug: (t) => slugger.slug(t), generated: (h) => !h.position });
    expect(facts.sections.map((s) => s.anchor)).toEqual(['', 'مثال-1', 'مثال-2']);
  });

  it('gives the lint the prose and the code as ranges of the file', () => {
    const body = 'متن `کد` و [پیوند](https://x.ir) https://y.ir\n\n<Figure src="/a.png" caption="شرح" />\n';
    const { prose, code } = read(body, { offset: 10 }).lint;
    const file = `${'-'.repeat(10)}${body}`;
    expect(prose.map(([a, b]) => file.slice(a, b))).toEqual(['متن ', ' و ', 'پیوند', ' ', 'شرح']);
    expect(code.map(([a, b]) => file.slice(a, b))).toEqual(['کد']);
  });
});
