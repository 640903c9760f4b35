import type { PhrasingContent, Content, Table, TableCell, TableRow } from 'mdast';
import { translate } from '../i18n/translate';

/**
 * OpenAPI 3 operations and schemas as Markdown (mdast) tables, for the Markdown twins of pages that use
 * <ApiOperation id> and <ApiSchema name>. Works on the plain definition object, so it does not depend on
 * how the HTML components read it.
 */
export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  enum?: unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  additionalProperties?: boolean | OpenApiSchema;
  nullable?: boolean;
  deprecated?: boolean;
  default?: unknown;
  example?: unknown;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: OpenApiSchema;
}

interface MediaType {
  schema?: OpenApiSchema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; description?: string; required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, OpenApiSchema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, Operation['requestBody']>;
    responses?: Record<string, NonNullable<Operation['responses']>[string]>;
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Merges several definition files (content/openapi/*.yaml) into one document. */
export function mergeOpenApi(docs: OpenApiDocument[]): OpenApiDocument {
  const merged: Required<OpenApiDocument> = { paths: {}, components: { schemas: {}, parameters: {}, requestBodies: {}, responses: {} } };
  for (const doc of docs) {
    Object.assign(merged.paths, doc.paths || {});
    for (const key of ['schemas', 'parameters', 'requestBodies', 'responses'] as const) {
      Object.assign(merged.components[key] as object, doc.components?.[key] || {});
    }
  }
  return merged;
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

function resolve<T extends { $ref?: string }>(doc: OpenApiDocument, value: T | undefined, section: 'parameters' | 'requestBodies' | 'responses' | 'schemas'): T | undefined {
  if (!value || !value.$ref) return value;
  const target = (doc.components?.[section] as Record<string, T> | undefined)?.[refName(value.$ref)];
  return target ? resolve(doc, target, section) : value;
}

export function findOperation(doc: OpenApiDocument, id: string): { method: string; path: string; operation: Operation; shared: Parameter[] } | null {
  for (const [path, item] of Object.entries(doc.paths || {})) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation && operation.operationId === id) {
        return { method, path, operation, shared: (item.parameters as Parameter[] | undefined) || [] };
      }
    }
  }
  return null;
}

/** A schema's type as one short string: `string (date-time)`, `Message[]`, `"a" | "b"`, `Bot | null`. */
export function schemaType(schema: OpenApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema.$ref);
  let type: string;
  if (schema.enum && schema.enum.length) type = schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  else if (schema.oneOf || schema.anyOf) type = (schema.oneOf || schema.anyOf || []).map(schemaType).join(' | ');
  else if (schema.allOf) type = schema.allOf.map(schemaType).join(' & ');
  else if (Array.isArray(schema.type)) type = schema.type.join(' | ');
  else if (schema.type === 'array') {
    const inner = schemaType(schema.items) || 'unknown';
    type = /[|& ]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
  } else if (schema.type) type = schema.format ? `${schema.type} (${schema.format})` : schema.type;
  else if (schema.properties) type = 'object';
  else type = 'unknown';
  return schema.nullable ? `${type} | null` : type;
}

/** Properties of an object schema with allOf flattened, each with whether it is required. */
function properties(doc: OpenApiDocument, schema: OpenApiSchema | undefined, seen = new Set<string>()): Array<{ name: string; schema: OpenApiSchema; required: boolean }> {
  if (!schema) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return properties(doc, resolve(doc, schema, 'schemas'), seen);
  }
  const own = Object.entries(schema.properties || {}).map(([name, s]) => ({ name, schema: s, required: (schema.required || []).includes(name) }));
  const inherited = (schema.allOf || []).flatMap((part) => properties(doc, part, seen));
  return [...inherited, ...own];
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
const oneLine = (s: string | undefined) => (s || '').replace(/\s+/g, ' ').trim();

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return { type: 'table', align: header.map(() => null), children: [row(header.map((h) => [text(h)])), ...rows.map(row)] };
}

function label(value: string): Content {
  return { type: 'paragraph', children: [{ type: 'strong', children: [text(value)] }] };
}

function description(schema: OpenApiSchema): PhrasingContent[] {
  const parts: PhrasingContent[] = [];
  if (schema.deprecated) parts.push(text(`(${translate('theme.MarkdownTwin.deprecated')}) `));
  parts.push(text(oneLine(schema.description)));
  return parts;
}

function fieldsTable(doc: OpenApiDocument, schema: OpenApiSchema | undefined): Table | null {
  const props = properties(doc, schema);
  if (!props.length) return null;
  return table(
    [
      translate('theme.MarkdownTwin.colField'),
      translate('theme.MarkdownTwin.colType'),
      translate('theme.MarkdownTwin.colRequired'),
      translate('theme.MarkdownTwin.colDescription'),
    ],
    props.map((p) => [
      [code(p.name)],
      [code(schemaType(p.schema))],
      [text(translate(p.required ? 'theme.MarkdownTwin.yes' : 'theme.MarkdownTwin.no'))],
      description(p.schema),
    ]),
  );
}

/** One schema: its name, description and a table of its fields (or its type when it has none). */
export function schemaToMarkdown(doc: OpenApiDocument, name: string): Content[] | null {
  const schema = doc.components?.schemas?.[name];
  if (!schema) return null;
  const nodes: Content[] = [label(translate('theme.MarkdownTwin.schema', { name }))];
  if (schema.description) nodes.push({ type: 'paragraph', children: [text(oneLine(schema.description))] });
  const fields = fieldsTable(doc, schema);
  if (fields) nodes.push(fields);
  else nodes.push({ type: 'paragraph', children: [code(schemaType(schema))] });
  return nodes;
}

/** One operation: method and path, summary, parameters, request body fields and responses as tables. */
export function operationToMarkdown(doc: OpenApiDocument, id: string): Content[] | null {
  const found = findOperation(doc, id);
  if (!found) return null;
  const { method, path, operation, shared } = found;
  const nodes: Content[] = [
    {
      type: 'paragraph',
      children: [{ type: 'strong', children: [code(`${method.toUpperCase()} ${path}`)] }, ...(operation.summary ? [text(` — ${oneLine(operation.summary)}`)] : [])],
    },
  ];
  if (operation.deprecated) nodes.push({ type: 'paragraph', children: [text(`(${translate('theme.MarkdownTwin.deprecated')})`)] });
  if (operation.description) nodes.push({ type: 'paragraph', children: [text(oneLine(operation.description))] });

  const byKey = new Map<string, Parameter>();
  for (const p of [...shared, ...(operation.parameters || [])]) {
    const param = resolve(doc, p, 'parameters');
    if (param && param.name) byKey.set(`${param.in}:${param.name}`, param);
  }
  if (byKey.size) {
    nodes.push(label(translate('theme.MarkdownTwin.parameters')));
    nodes.push(
      table(
        [
          translate('theme.MarkdownTwin.colName'),
          translate('theme.MarkdownTwin.colIn'),
          translate('theme.MarkdownTwin.colType'),
          translate('theme.MarkdownTwin.colRequired'),
          translate('theme.MarkdownTwin.colDescription'),
        ],
        [...byKey.values()].map((p) => [
          [code(p.name)],
          [text(p.in)],
          [code(schemaType(p.schema))],
          [text(translate(p.required || p.in === 'path' ? 'theme.MarkdownTwin.yes' : 'theme.MarkdownTwin.no'))],
          description({ description: p.description, deprecated: p.deprecated }),
        ]),
      ),
    );
  }

  const body = resolve(doc, operation.requestBody, 'requestBodies');
  for (const [contentType, media] of Object.entries(body?.content || {})) {
    nodes.push(label(translate('theme.MarkdownTwin.requestBody', { contentType })));
    if (body?.description) nodes.push({ type: 'paragraph', children: [text(oneLine(body.description))] });
    const fields = fieldsTable(doc, media.schema);
    if (media.schema?.$ref) nodes.push({ type: 'paragraph', children: [code(schemaType(media.schema))] });
    if (fields) nodes.push(fields);
    else if (media.schema && !media.schema.$ref) nodes.push({ type: 'paragraph', children: [code(schemaType(media.schema))] });
  }

  const responses = Object.entries(operation.responses || {});
  if (responses.length) {
    nodes.push(label(translate('theme.MarkdownTwin.responses')));
    nodes.push(
      table(
        [translate('theme.MarkdownTwin.colStatus'), translate('theme.MarkdownTwin.colType'), translate('theme.MarkdownTwin.colDescription')],
        responses.map(([status, r]) => {
          const response = resolve(doc, r, 'responses');
          const types = Object.entries(response?.content || {}).map(([ct, m]) => `${ct}: ${schemaType(m.schema)}`);
          return [[code(status)], types.length ? [code(types.join(', '))] : [], [text(oneLine(response?.description))]];
        }),
      ),
    );
  }
  return nodes;
}
