import type { Code, Content, PhrasingContent, StaticPhrasingContent, Table, TableCell, TableRow } from 'mdast';
import { translate } from '../i18n/translate';
import type { FieldRow } from './openapi/fields';
import type {
  BodyView,
  ExampleView,
  OperationView,
  ParameterView,
  ResponseView,
  SampleSetView,
  SchemaView,
} from './openapi/viewTypes';

/**
 * OpenAPI operations and schemas as Markdown (mdast), for the Markdown twins of pages that use
 * <ApiOperation id> and <ApiSchema name>: tables for the fields, and every code block the page shows (the
 * generated request samples under their tab labels, the response and schema examples under their titles)
 * as fenced code. Made from the same views the HTML components render (src/lib/openapi/view.ts, carried
 * by the OpenApiOperation and OpenApiSchema nodes), so a twin and its page say the same thing.
 */

// mdast builders, shared with the content components' twins (contentTwin.ts).
export const text = (value: string): StaticPhrasingContent => ({ type: 'text', value });
export const code = (value: string): StaticPhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
const oneLine = (s: string | undefined) => (s || '').replace(/\s+/g, ' ').trim();
export const paragraph = (...children: PhrasingContent[]): Content => ({ type: 'paragraph', children });
const yesNo = (yes: boolean) => text(translate(yes ? 'theme.MarkdownTwin.yes' : 'theme.MarkdownTwin.no'));

/** A GFM table: a header row of text, then rows of cells. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}

/** A paragraph of bold text, labelling what follows. */
export function label(value: string): Content {
  return paragraph({ type: 'strong', children: [text(value)] });
}

/** The code of build-time highlighted HTML: its text content, which is exactly the code (see highlight.ts). */
export function codeText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(lt|gt|quot|#39|#x27|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[e] ?? '',
    );
}

/** A fenced block with the title the page shows above it (quotes in a title would end the meta). */
function fence(lang: string, html: string, title?: string): Code {
  return { type: 'code', lang, meta: title ? `title="${title.replace(/"/g, "'")}"` : null, value: codeText(html) };
}

function exampleFence(ex: ExampleView, title: string): Code {
  return fence(ex.prism, ex.html, title);
}

/** The sample tabs of one request example: each tab's label in bold, then its code, as the page's tabs. */
function sampleNodes(sets: SampleSetView[]): Content[] {
  const nodes: Content[] = [];
  for (const set of sets) {
    const mark = set.unverified ? ` (${translate('theme.ApiOperation.unverified')})` : '';
    if (sets.length > 1 && set.summary)
      nodes.push(paragraph(text(translate('theme.ApiOperation.samplesFor', { summary: set.summary }) + mark)));
    else if (mark) nodes.push(paragraph(text(mark.trim())));
    for (const sample of set.samples) {
      nodes.push(label(translate('theme.MarkdownTwin.tab', { label: sample.label })), fence(sample.prism, sample.html));
    }
  }
  return nodes;
}

/** The examples of each response, under the status and description they belong to. */
function responseExamples(responses: ResponseView[]): Content[] {
  return responses.flatMap((r) =>
    r.examples.length
      ? [
          paragraph({ type: 'strong', children: [code(r.status)] }, text(` — ${oneLine(r.description)}`)),
          ...r.examples.map((ex) =>
            exampleFence(ex, translate('theme.ApiOperation.responseExample', { summary: ex.summary ?? ex.key })),
          ),
        ]
      : [],
  );
}

/** A type as one short string: `string (uuid)`, `array<Message>`. */
function typeText(type: string, format?: string): string {
  return format && !type.includes(format) ? `${type} (${format})` : type;
}

/** The description cell: marked when unverified, as the page marks it. */
function description(value: string | undefined, unverified: boolean): PhrasingContent[] {
  const mark = unverified ? `(${translate('theme.ApiOperation.unverified')}) ` : '';
  return [text(`${mark}${oneLine(value)}`.trim())];
}

/** Field rows with their nested fields flattened under dotted names (`message.content`). */
function flatRows(rows: FieldRow[], prefix = ''): Array<FieldRow & { path: string }> {
  return rows.flatMap((r) => [{ ...r, path: prefix + r.name }, ...flatRows(r.children, `${prefix}${r.name}.`)]);
}

function fieldsTable(rows: FieldRow[]): Table | null {
  if (!rows.length) return null;
  return table(
    [
      translate('theme.MarkdownTwin.colField'),
      translate('theme.MarkdownTwin.colType'),
      translate('theme.MarkdownTwin.colRequired'),
      translate('theme.MarkdownTwin.colDescription'),
    ],
    flatRows(rows).map((r) => [
      [code(r.path)],
      [code(typeText(r.type, r.format) + (r.nullable ? ' | null' : ''))],
      [yesNo(r.required)],
      description(r.description, r.unverified),
    ]),
  );
}

function parametersTable(parameters: ParameterView[]): Table {
  return table(
    [
      translate('theme.MarkdownTwin.colName'),
      translate('theme.MarkdownTwin.colIn'),
      translate('theme.MarkdownTwin.colType'),
      translate('theme.MarkdownTwin.colRequired'),
      translate('theme.MarkdownTwin.colDescription'),
    ],
    parameters.map((p) => [
      [code(p.name)],
      [text(p.in)],
      [code(p.type)],
      [yesNo(p.required || p.in === 'path')],
      description(p.description, p.unverified),
    ]),
  );
}

function bodyNodes(body: BodyView): Content[] {
  const nodes: Content[] = [label(translate('theme.MarkdownTwin.requestBody', { contentType: body.contentType }))];
  if (body.description) nodes.push(paragraph(text(oneLine(body.description))));
  const fields = fieldsTable(body.rows);
  if (body.schema || !fields) nodes.push(paragraph(code(body.type)));
  if (fields) nodes.push(fields);
  return nodes;
}

/** One schema: its name, description and a table of its fields (or its type when it has none). */
export function schemaToMarkdown(view: SchemaView): Content[] {
  const nodes: Content[] = [label(translate('theme.MarkdownTwin.schema', { name: view.name }))];
  if (view.description) nodes.push(paragraph(...description(view.description, view.unverified)));
  nodes.push(fieldsTable(view.rows) ?? paragraph(code(view.type)));
  // The page shows a schema's example unless the schema is an enum (its values are listed instead).
  if (view.example && !view.enum)
    nodes.push(exampleFence(view.example, translate('theme.ApiSchema.example', { name: view.name })));
  return nodes;
}

/**
 * One operation: method and path, summary, parameters, request body fields, the request samples of every
 * language and the responses (a table, then each response's examples), in the page's order.
 */
export function operationToMarkdown(view: OperationView): Content[] {
  const nodes: Content[] = [
    paragraph(
      { type: 'strong', children: [code(`${view.method.toUpperCase()} ${view.path}`)] },
      ...(view.summary ? [text(` — ${oneLine(view.summary)}`)] : []),
    ),
  ];
  if (view.deprecated) nodes.push(paragraph(text(`(${translate('theme.MarkdownTwin.deprecated')})`)));
  if (view.unverified) nodes.push(paragraph(text(`(${translate('theme.ApiOperation.unverified')})`)));
  if (view.description) nodes.push(paragraph(text(oneLine(view.description))));
  if (view.parameters.length)
    nodes.push(label(translate('theme.MarkdownTwin.parameters')), parametersTable(view.parameters));
  if (view.requestBody) nodes.push(...bodyNodes(view.requestBody));
  if (view.samples.length) nodes.push(label(translate('theme.ApiOperation.samples')), ...sampleNodes(view.samples));
  if (view.responses.length) {
    nodes.push(label(translate('theme.MarkdownTwin.responses')));
    nodes.push(
      table(
        [
          translate('theme.MarkdownTwin.colStatus'),
          translate('theme.MarkdownTwin.colType'),
          translate('theme.MarkdownTwin.colDescription'),
        ],
        view.responses.map((r) => {
          const types = r.bodies.map((b) => `${b.contentType}: ${b.type}`);
          return [
            [code(r.status)],
            types.length ? [code(types.join(', '))] : [],
            description(r.description, r.unverified),
          ];
        }),
      ),
    );
    nodes.push(...responseExamples(view.responses));
  }
  return nodes;
}
