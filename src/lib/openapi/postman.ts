import { Collection, ItemGroup, Item } from 'postman-collection';
import { authViews, formFields } from './samples';
import { toJson } from './literals';
import { listOperations, OperationEntry } from './refs';
import { scalarText } from './scalar';
import type { ExampleObject, Json, OpenApiDocument } from './types';

/** Collection variables: the host to call and the reader's key. */
export const POSTMAN_VARIABLES = { baseUrl: 'baseUrl', apiKey: 'apiKey' } as const;

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Stable id of a request in the collection: `<operationId>--<tag>--<example>`. */
export function postmanItemId(operationId: string, tag: string, example: string): string {
  return `${operationId}--${tag}--${example}`;
}

type AuthDefinition = { type: string; [key: string]: unknown };

/** Request-level auth where it differs from the collection's bearer auth. */
function authFor(doc: OpenApiDocument, entry: OperationEntry): AuthDefinition | undefined {
  const auth = authViews(doc, entry)[0];
  if (!auth) return { type: 'noauth' };
  if (!auth.bearer) {
    return {
      type: 'apikey',
      apikey: [
        { key: 'key', value: auth.header, type: 'string' },
        { key: 'value', value: `{{${POSTMAN_VARIABLES.apiKey}}}`, type: 'string' },
        { key: 'in', value: 'header', type: 'string' },
      ],
    };
  }
  return undefined; // inherit the collection's bearer auth
}

/** The examples of an operation meant for one area (tag), the same rule the pages use. */
function examplesFor(
  entry: OperationEntry,
  tag: string,
): Array<{ key: string; example?: ExampleObject; contentType?: string }> {
  const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
  if (!media) return [{ key: 'default' }];
  const all = Object.entries(media[1].examples ?? {}).map(([key, example]) => ({
    key,
    example,
    contentType: media[0],
  }));
  const tagged = all.filter((e) => (e.example['x-tags'] ?? []).includes(tag));
  const untagged = all.filter((e) => !(e.example['x-tags'] ?? []).length);
  return tagged.length ? tagged : untagged.length ? untagged : all;
}

function exampleOf(p: { name?: string; example?: Json; schema?: { examples?: Json[] } }): string {
  const v = p.example ?? p.schema?.examples?.[0];
  return v === undefined ? '' : scalarText(v, `parameter "${p.name ?? '?'}"`);
}

function requestItem(
  doc: OpenApiDocument,
  entry: OperationEntry,
  tag: string,
  pick: ReturnType<typeof examplesFor>[number],
  many: boolean,
) {
  const op = entry.operation;
  // Postman writes path parameters as :name and fills them from url.variable.
  // A parameter that is only part of a segment (Gemini's `{model}:generateContent`) is filled in instead.
  const inline = new Set<string>();
  const path = entry.path
    .split('/')
    .map((segment) => {
      const whole = /^\{([^}]+)\}$/.exec(segment);
      if (whole) return `:${whole[1]}`;
      return segment.replace(/\{([^}]+)\}/g, (_, name: string) => {
        inline.add(name);
        const p = entry.parameters.find((x) => x.in === 'path' && x.name === name);
        return p ? exampleOf(p) : name;
      });
    })
    .join('/');
  const pathVars = entry.parameters
    .filter((p) => p.in === 'path' && !inline.has(p.name))
    .map((p) => ({ key: p.name, value: exampleOf(p), description: p.description }));
  const query = entry.parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({
      key: p.name,
      value: exampleOf(p),
      description: p.description,
      disabled: !p.required && p.example === undefined,
    }));
  const header: Array<{ key: string; value: string }> = entry.parameters
    .filter((p) => p.in === 'header')
    .map((p) => ({ key: p.name, value: exampleOf(p) }));
  let body: Record<string, unknown> | undefined;
  const value = pick.example?.value;
  if (value !== undefined && pick.contentType === 'multipart/form-data') {
    const schema = entry.requestBody?.content[pick.contentType]?.schema;
    body = {
      mode: 'formdata',
      formdata: formFields(doc, schema, value).map((f) =>
        f.file ? { key: f.name, type: 'file', src: f.value } : { key: f.name, type: 'text', value: f.value },
      ),
    };
  } else if (value !== undefined) {
    header.push({ key: 'Content-Type', value: pick.contentType ?? 'application/json' });
    body = { mode: 'raw', raw: toJson(value), options: { raw: { language: 'json' } } };
  }
  const auth = authFor(doc, entry);
  const ok = entry.responses.find((r) => r.status.startsWith('2'));
  const responses = entry.responses.flatMap(({ status, response }) =>
    Object.entries(response.content ?? {}).flatMap(([type, media]) =>
      Object.entries(media.examples ?? {})
        .filter(([, ex]) => !(ex['x-tags'] ?? []).length || (ex['x-tags'] ?? []).includes(tag))
        .slice(0, status === ok?.status ? undefined : 1)
        .map(([, ex]) => ({
          name: `${status} ${ex.summary ?? ''}`.trim(),
          code: /^\d+$/.test(status) ? Number(status) : 500,
          header: [{ key: 'Content-Type', value: type }],
          body: typeof ex.value === 'string' ? ex.value : toJson(ex.value as Json),
          _postman_previewlanguage: type === 'application/json' ? 'json' : 'text',
        })),
    ),
  );
  const name = many && pick.example?.summary ? `${op.summary} — ${pick.example.summary}` : (op.summary ?? entry.id);
  return new Item({
    id: postmanItemId(entry.id, tag, pick.key),
    name,
    request: {
      method: entry.method.toUpperCase(),
      url: {
        raw: `{{${POSTMAN_VARIABLES.baseUrl}}}${path}`,
        host: [`{{${POSTMAN_VARIABLES.baseUrl}}}`],
        path: path.split('/').filter(Boolean),
        query,
        variable: pathVars,
      },
      header,
      body,
      auth,
      description: [op.description, pick.example?.description, `operationId: ${entry.id}`].filter(Boolean).join('\n\n'),
    } as never,
    response: responses as never,
  } as never);
}

/**
 * The Postman collection (v2.1) of the whole definition, built with Postman's own collection SDK: one
 * folder per area (tag), one request per operation and example meant for that area, `baseUrl` and
 * `apiKey` collection variables, and bearer auth on the collection that requests with other headers override.
 */
export function buildPostmanCollection(doc: OpenApiDocument): Record<string, unknown> {
  const server = doc.servers?.[0]?.url ?? '';
  const collection = new Collection({
    info: {
      name: doc.info.title,
      version: doc.info.version,
      description: String(doc.info.description ?? ''),
      schema: POSTMAN_SCHEMA,
    } as never,
    variable: [
      { key: POSTMAN_VARIABLES.baseUrl, value: server, type: 'string' },
      { key: POSTMAN_VARIABLES.apiKey, value: '', type: 'string' },
    ] as never,
    auth: {
      type: 'bearer',
      bearer: [{ key: 'token', value: `{{${POSTMAN_VARIABLES.apiKey}}}`, type: 'string' }],
    } as never,
  });
  const operations = listOperations(doc);
  for (const tag of doc.tags ?? []) {
    const folder = new ItemGroup({ name: tag['x-title'] ?? tag.name, description: tag.description } as never);
    for (const entry of operations.filter((e) => (e.operation.tags ?? []).includes(tag.name))) {
      const picks = examplesFor(entry, tag.name);
      for (const pick of picks) folder.items.add(requestItem(doc, entry, tag.name, pick, picks.length > 1));
    }
    collection.items.add(folder);
  }
  const json = collection.toJSON() as Record<string, unknown>;
  const info = (json.info ?? {}) as Record<string, unknown>;
  // The SDK drops `schema` from info; Postman's importer uses it to recognise the format.
  json.info = { ...info, version: doc.info.version, schema: POSTMAN_SCHEMA };
  return json;
}
