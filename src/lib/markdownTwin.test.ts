import { parseMdx } from './mdxSyntax';
import { containsJsx, linesByCode, markdownTwinPath, mdxToMarkdown, withoutCodeFences } from './markdownTwin';

const site = 'https://docs.metisai.ir';

function twin(body: string, extra: Partial<Parameters<typeof mdxToMarkdown>[1]> = {}) {
  return mdxToMarkdown(parseMdx(`\n${body}`), {
    title: 'گفتگو با چت‌بات',
    description: 'شرح کوتاه صفحه',
    siteUrl: site,
    ...extra,
  });
}

describe('markdownTwinPath', () => {
  it('puts the home twin at /index.md and others beside their route', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/concepts/qa')).toBe('/concepts/qa.md');
    expect(markdownTwinPath('/disable.index')).toBe('/disable.index.md');
  });
});

describe('mdxToMarkdown', () => {
  it('starts with the title as h1 and the description, and drops the frontmatter', () => {
    const md = twin('متن صفحه.');
    expect(md.startsWith('# گفتگو با چت‌بات\n\n> شرح کوتاه صفحه\n\nمتن صفحه.')).toBe(true);
    expect(md).not.toContain('title: عنوان');
  });

  it('drops imports, exports and expressions, and paragraphs they leave empty', () => {
    const md = twin("import X from './x';\n\nexport const meta = 1;\n\n{/* note for authors */}\n\nمتن {1 + 1} ادامه.");
    expect(md).not.toMatch(/import|export|note for authors|\{/);
    expect(md).toContain('متن  ادامه.');
    expect(containsJsx(md)).toBe(false);
  });

  it('turns admonitions into blockquotes with their Persian label and title', () => {
    const md = twin(
      ':::tip[دو نشانی API]\nاز `https://api.metisai.ir` استفاده کنید.\n:::\n\n:::danger\nکلید را فاش نکنید.\n:::',
    );
    expect(md).toContain('> **نکته: دو نشانی API**\n>\n> از `https://api.metisai.ir` استفاده کنید.');
    expect(md).toContain('> **خطر**\n>\n> کلید را فاش نکنید.');
    expect(md).not.toContain(':::');
  });

  it('keeps colons in prose that remark-directive reads as text directives', () => {
    expect(twin('ساعت 10:30 شروع می‌شود.')).toContain('ساعت 10:30 شروع می‌شود.');
  });

  it('gives each tab a bold label followed by its content, fences kept with language and title', () => {
    const md = twin(
      [
        '<Tabs groupId="code">',
        '<TabItem value="curl" label="cURL">',
        '',
        '```bash title="فهرست" {2}',
        'curl https://api.metisai.ir/api/v1/meta',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="python" label="Python">',
        '',
        '```python',
        'print(1)',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(md).toContain('**زبانه‌ی cURL**\n\n```bash title="فهرست"\ncurl https://api.metisai.ir/api/v1/meta\n```');
    expect(md).toContain('**زبانه‌ی Python**\n\n```python\nprint(1)\n```');
    expect(md.indexOf('cURL')).toBeLessThan(md.indexOf('Python'));
    expect(containsJsx(md)).toBe(false);
  });

  it('keeps the children of unknown components and inline HTML', () => {
    const md = twin(
      '<Highlight color="red">\n\nمتن **مهم** داخل.\n\n</Highlight>\n\nیک <bdi>API</bdi> و <Kbd>Ctrl</Kbd>.',
    );
    expect(md).toContain('متن **مهم** داخل.');
    expect(md).toContain('یک API و Ctrl.');
    expect(containsJsx(md)).toBe(false);
  });

  it('makes root-relative links absolute and resolves file links to routes', () => {
    const md = twin('[معرفی](/introduction) و [پیام](../types/message.mdx#نوع) و [بیرون](https://metisai.ir)', {
      resolveFileLink: (url) => (url.startsWith('../types/message.mdx') ? '/types/message#نوع' : null),
    });
    expect(md).toContain('[معرفی](https://docs.metisai.ir/introduction)');
    expect(md).toContain('[پیام](https://docs.metisai.ir/types/message#نوع)');
    expect(md).toContain('[بیرون](https://metisai.ir)');
  });

  it('keeps GFM tables', () => {
    const md = twin('| مدل | ورودی |\n| --- | --- |\n| `gpt-4o-mini` | ۰٫۱۶۵ |');
    expect(md).toMatch(/\| مدل\s*\| ورودی\s*\|/);
    expect(md).toContain('`gpt-4o-mini`');
  });

  it('uses plugged-in renderers for components and falls back to children when they return null', () => {
    const md = twin('<ApiOperation id="known" />\n\n<ApiOperation id="unknown">\n\nبدیل\n\n</ApiOperation>', {
      components: {
        ApiOperation: (props) =>
          props.id === 'known' ? [{ type: 'paragraph', children: [{ type: 'text', value: 'RENDERED' }] }] : null,
      },
    });
    expect(md).toContain('RENDERED');
    expect(md).toContain('بدیل');
  });
});

describe('containsJsx', () => {
  it('flags components, imports and directives outside code only', () => {
    expect(containsJsx('<Tabs>\n')).toBe(true);
    expect(containsJsx('import x from "y"\n')).toBe(true);
    expect(containsJsx(':::tip\n')).toBe(true);
    expect(containsJsx('```jsx\n<Tabs />\nimport x from "y"\n```\n\nand `<Tabs>` inline')).toBe(false);
    expect(
      containsJsx('1. step\n\n   ```python\n   import os\n   ```\n\n> ````md\n> ```\n> <Tabs>\n> ```\n> ````\n'),
    ).toBe(false);
    expect(containsJsx('1. step\n\n   ```python\n   import os\n   ```\n\n<Tabs>\n')).toBe(true);
  });
});

describe('linesByCode, the one fence walker', () => {
  const codeLines = (md: string) => linesByCode(md).flatMap(({ code }, i) => (code ? [i] : []));

  it('marks fence lines and the lines between them, in lists and blockquotes too', () => {
    expect(codeLines('a\n```js\nx\n\n```\nb')).toEqual([1, 2, 3, 4]);
    expect(codeLines('1. step\n   ~~~\n   y\n   ~~~\nz')).toEqual([1, 2, 3]);
    expect(codeLines('> ```\n> q\n> ```\n>\nr')).toEqual([0, 1, 2]);
  });

  it('closes a fence only on as many of the same character with nothing after them', () => {
    // A shorter fence, the other character and a fence with an info string are code inside the block.
    expect(codeLines('````md\n```\n~~~~\n```js\n````\nafter')).toEqual([0, 1, 2, 3, 4]);
    expect(codeLines('```\nx\n`````\nafter')).toEqual([0, 1, 2]);
    // Unclosed: code to the end, as CommonMark reads it.
    expect(codeLines('text\n```\nx\ny')).toEqual([1, 2, 3]);
  });

  it('leaves the prose when fenced code is removed (the JSX check reads that)', () => {
    expect(withoutCodeFences('a\n```\n<Tabs>\n```\nb')).toBe('a\nb');
  });
});

it('keeps the blank lines inside code (two before a Python def) while it joins runs of them in prose', () => {
  const code = 'import os\n\n\ndef call():\n    return 1';
  const md = mdxToMarkdown(
    parseMdx(`متن اول\n\n{/* dropped */}\n\n{/* dropped */}\n\nمتن دوم\n\n\`\`\`python\n${code}\n\`\`\`\n`),
    { title: 't', siteUrl: '' },
  );
  expect(md).toContain(`\`\`\`python\n${code}\n\`\`\``);
  expect(md).not.toMatch(/متن اول\n{3,}/);
});
