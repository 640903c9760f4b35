import { describeSchema, flattenSchema, schemaHref } from './fields';
import { highlight } from './highlight';
import { toJson } from './literals';
import { deref, listOperations, OperationEntry, refName, resolveSchema } from './refs';
import { authViews, buildSamples, SAMPLE_LANGUAGES } from './samples';
import type { ExampleObject, Json, MediaTypeObject, OpenApiDocument, SchemaObject } from './types';
import type { BodyView, ExampleView, OperationView, ResponseView, SampleSetView, SchemaView } from './viewTypes';

/** The page of a tag (`x-page`), e.g. `session` → `/api/session`. */
export function tagPage(doc: OpenApiDocument, tag: string): string | undefined {
  return doc.tags?.find((t) => t.name === tag)?.['x-page'];
}

/** The tag whose page is this route, if any: the "area" of an API page. */
export function areaOfRoute(doc: OpenApiDocument, route: string): string | undefined {
  return doc.tags?.find((t) => t['x-page'] === route)?.name;
}

function exampleView(doc: OpenApiDocument, key: string, raw: ExampleObject, contentType: string): ExampleView {
  const ex = deref(doc, raw as ExampleObject & { $ref?: string });
  const value = ex.value as Json;
  const isText = typeof value === 'string' && contentType !== 'application/json';
  return {
    key,
    summary: ex.summary,
    description: ex.description,
    unverified: Boolean(ex['x-unverified']),
    tags: ex['x-tags'] ?? [],
    contentType,
    prism: isText ? 'text' : 'json',
    html: isText ? highlight(value, 'text') : highlight(toJson(value), 'json'),
  };
}

function bodyView(doc: OpenApiDocument, contentType: string, media: MediaTypeObject, description?: string): BodyView {
  const schema = media.schema ?? {};
  const shape = describeSchema(doc, schema);
  const event = schema.contentSchema ? resolveSchema(doc, schema.contentSchema) : undefined;
  return {
    contentType,
    type: shape.type,
    schema: shape.schema,
    href: shape.href,
    description: description ?? (schema.$ref ? undefined : schema.description),
    eventSchema: event?.name,
    eventHref: event?.name ? schemaHref(event.name, event.schema) : undefined,
    rows: event ? flattenSchema(doc, schema.contentSchema as SchemaObject) : flattenSchema(doc, schema),
  };
}

/** Everything the ApiOperation component shows for one operation, highlighted and ready to render. */
export function buildOperationView(doc: OpenApiDocument, entry: OperationEntry): OperationView {
  const op = entry.operation;
  const tags = op.tags ?? [];
  const page = tags.map((t) => tagPage(doc, t)).find(Boolean);
  if (!page) throw new Error(`${entry.id}: its first tag has no x-page`);
  const servers = (doc.servers ?? []).map((s) => s.url);

  const requestEntry = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
  const requestExamples = requestEntry
    ? Object.entries(requestEntry[1].examples ?? {}).map(([k, ex]) => exampleView(doc, k, ex, requestEntry[0]))
    : [];
  const sampleInputs: Array<{ key: string; raw?: ExampleObject }> = requestEntry
    ? Object.entries(requestEntry[1].examples ?? {}).map(([key, raw]) => ({ key, raw }))
    : [{ key: 'default' }];
  const samples: SampleSetView[] = sampleInputs.map(({ key, raw }) => {
    const code = buildSamples({ doc, entry, body: raw?.value, contentType: requestEntry?.[0] });
    return {
      example: key,
      summary: raw?.summary,
      tags: raw?.['x-tags'] ?? [],
      unverified: Boolean(raw?.['x-unverified']),
      samples: SAMPLE_LANGUAGES.map((l) => ({
        value: l.value,
        label: l.label,
        prism: l.prism,
        html: highlight(code[l.value], l.prism),
      })),
    };
  });

  const responses: ResponseView[] = entry.responses.map(({ status, ref, response }) => ({
    status,
    description: response.description,
    unverified: Boolean(response['x-unverified']),
    shared: ref,
    bodies: Object.entries(response.content ?? {}).map(([type, media]) => bodyView(doc, type, media)),
    examples: Object.entries(response.content ?? {}).flatMap(([type, media]) =>
      Object.entries(media.examples ?? {}).map(([k, ex]) => exampleView(doc, k, ex, type)),
    ),
  }));

  const sdk = op['x-sdk'];
  return {
    id: entry.id,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: op.summary ?? entry.id,
    description: op.description,
    tags,
    page,
    unverified: Boolean(op['x-unverified']),
    deprecated: Boolean(op.deprecated),
    servers,
    auth: authViews(doc, entry),
    sdkBaseUrl: sdk ? servers[0] + sdk.basePath : undefined,
    parameters: entry.parameters.map((p) => {
      const shape = describeSchema(doc, p.schema ?? {});
      const resolved = p.schema ? resolveSchema(doc, p.schema).schema : {};
      return {
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        type: shape.type,
        description: p.description,
        example:
          p.example === undefined ? undefined : typeof p.example === 'string' ? p.example : JSON.stringify(p.example),
        enum: resolved.enum?.map((v) => JSON.stringify(v)),
        unverified: Boolean(p['x-unverified']),
      };
    }),
    requestBody: requestEntry
      ? {
          ...bodyView(doc, requestEntry[0], requestEntry[1], entry.requestBody?.description),
          required: Boolean(entry.requestBody?.required),
        }
      : undefined,
    requestExamples,
    samples,
    responses,
  };
}

/** Names of the component schemas an operation uses, following references transitively. */
export function schemasOfOperation(doc: OpenApiDocument, entry: OperationEntry): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = refName(v);
        if (!found.has(name)) {
          found.add(name);
          visit(doc.components.schemas?.[name]);
        }
      } else if (k === '$ref' && typeof v === 'string') {
        visit(deref(doc, { $ref: v }));
      } else if (k !== 'examples') visit(v);
    }
  };
  visit(entry.requestBody);
  entry.responses.forEach((r) => visit(r.response));
  entry.parameters.forEach((p) => visit(p.schema));
  return found;
}

/** Everything the ApiSchema component shows for one named schema. */
export function buildSchemaView(doc: OpenApiDocument, name: string): SchemaView {
  const schema = doc.components.schemas?.[name];
  if (!schema) throw new Error(`Unknown schema "${name}"`);
  const shape = describeSchema(doc, { $ref: `#/components/schemas/${name}` });
  const example = schema.examples?.[0];
  const usedBy = listOperations(doc)
    .filter((e) => schemasOfOperation(doc, e).has(name))
    .map((e) => ({
      id: e.id,
      summary: e.operation.summary ?? e.id,
      method: e.method.toUpperCase(),
      path: e.path,
      page: (e.operation.tags ?? []).map((t) => tagPage(doc, t)).find(Boolean) ?? '',
    }));
  return {
    name,
    description: schema.description,
    page: schema['x-page'],
    unverified: Boolean(schema['x-unverified']),
    type: shape.object ? 'object' : shape.type,
    enum: schema.enum?.map((v) => JSON.stringify(v)),
    rows: flattenSchema(doc, { $ref: `#/components/schemas/${name}` }),
    example:
      example === undefined
        ? undefined
        : {
            key: 'schema',
            unverified: false,
            tags: [],
            contentType: 'application/json',
            prism: 'json',
            html: highlight(toJson(example), 'json'),
          },
    usedBy,
  };
}
