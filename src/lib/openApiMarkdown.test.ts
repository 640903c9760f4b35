import { parseMdx } from './mdxSyntax';
import { mdxToMarkdown } from './markdownTwin';
import { listOperations } from './openapi/refs';
import { fixtureDocument } from './openapi/testFixture';
import { buildOperationView, buildSchemaView } from './openapi/view';
import { codeText, operationToMarkdown, schemaToMarkdown } from './openApiMarkdown';

const doc = fixtureDocument();
const operation = (id: string) =>
  buildOperationView(
    doc,
    listOperations(doc).find((e) => e.id === id)!,
  );
const twin = (mdx: string) =>
  mdxToMarkdown(parseMdx(mdx), {
    title: 't',
    siteUrl: 'https://docs.metisai.ir',
    components: {
      ApiOperation: (p) => operationToMarkdown(operation(String(p.id))),
      ApiSchema: (p) => schemaToMarkdown(buildSchemaView(doc, String(p.name))),
    },
  });

it('renders an operation as the page shows it: method and path, summary, parameters, body fields, responses', () => {
  const md = twin('<ApiOperation id="send" />');
  expect(md).toContain('**`POST /v1/sessions/{sessionId}/message`** — ارسال');
  expect(md).toMatch(/\|\s*`sessionId`\s*\|\s*path\s*\|\s*`string`\s*\|\s*بله\s*\|\s*شناسه\s*\|/);
  expect(md).toContain('**بدنه‌ی درخواست (application/json)**\n\n`Send`');
  expect(md).toMatch(/\|\s*`text`\s*\|\s*`string`\s*\|\s*بله\s*\|\s*متن\s*\|/);
  expect(md).toMatch(/\|\s*`none`\s*\|\s*`string \\\| null`\s*\|\s*خیر\s*\|/);
  expect(md).toMatch(/\|\s*`200`\s*\|\s*`application\/json: Send`\s*\|\s*پاسخ\s*\|/);
  // Query parameters are optional unless required; a response without a body has no type.
  const poll = twin('<ApiOperation id="poll" />');
  expect(poll).toMatch(/\|\s*`q`\s*\|\s*query\s*\|\s*`string`\s*\|\s*خیر\s*\|/);
  expect(poll).toMatch(/\|\s*`200`\s*\|\s*\|\s*وضعیت\s*\|/);
});

it('renders a schema with its fields, nested fields under dotted names, and unverified marks', () => {
  const md = twin('<ApiSchema name="Upload" />');
  expect(md).toContain('**طرح‌واره‌ی Upload**');
  expect(md).toMatch(/\|\s*`files`\s*\|\s*`array<string>`\s*\|\s*خیر\s*\|/);
  const view = buildSchemaView(doc, 'Send');
  const nested = {
    ...view,
    rows: [
      {
        ...view.rows[0],
        name: 'message',
        unverified: true,
        children: [{ ...view.rows[0], name: 'content', children: [] }],
      },
    ],
  };
  const table = mdxToMarkdown(parseMdx('<ApiSchema name="X" />'), {
    title: 't',
    siteUrl: '',
    components: { ApiSchema: () => schemaToMarkdown(nested) },
  });
  expect(table).toMatch(/\|\s*`message`\s*\|\s*`string`\s*\|\s*بله\s*\|\s*\(نیازمند بازبینی\) متن\s*\|/);
  expect(table).toMatch(/\|\s*`message\.content`\s*\|/);
});

it('carries every code block the page shows: each sample tab under its label, response and schema examples under their titles', () => {
  const view = operation('send');
  const md = twin('<ApiOperation id="send" />');
  expect(md).toContain('**نمونه‌ی درخواست**');
  for (const set of view.samples) {
    for (const sample of set.samples) {
      const code = codeText(sample.html);
      expect(code).toContain('METIS_API_KEY');
      expect(md).toContain(`**زبانه‌ی ${sample.label}**\n\n\`\`\`${sample.prism}\n${code}\n\`\`\``);
    }
  }
  const example = view.responses.find((r) => r.examples.length)!;
  expect(md).toContain(
    `\`\`\`json title="نمونه‌ی پاسخ: ${example.examples[0].summary ?? example.examples[0].key}"\n${codeText(example.examples[0].html)}\n\`\`\``,
  );
  const schema = buildSchemaView(doc, 'Send');
  const withExample = { ...schema, example: { ...example.examples[0], key: 'schema' } };
  const schemaTwin = mdxToMarkdown(parseMdx('<ApiSchema name="Send" />'), {
    title: 't',
    siteUrl: '',
    components: { ApiSchema: () => schemaToMarkdown(withExample) },
  });
  expect(schemaTwin).toContain(`\`\`\`json title="نمونه‌ی Send"\n${codeText(example.examples[0].html)}\n\`\`\``);
});

it('decodes the highlighted HTML back to the exact code', () => {
  expect(codeText('<span class="token operator">&amp;&amp;</span> a &lt;b&gt; "c"')).toBe('&& a <b> "c"');
});
