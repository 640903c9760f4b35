import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { listOperations, deref } from './refs';
import type { Json, OpenApiDocument, SchemaObject, MediaTypeObject } from './types';

const DOC_ID = 'https://docs.metisai.ir/openapi/components.json';

/** Extension keywords our schemas carry; declared so Ajv's strict mode still rejects misspelt keywords. */
const EXTENSION_KEYWORDS = ['x-page', 'x-unverified', 'x-id-source'];

export interface ExampleProblem {
  /** Where the example is, as a readable location (`paths /api/v1/bots post requestBody examples.supportBot`). */
  where: string;
  message: string;
}

function rewriteRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(rewriteRefs) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
          ? `${DOC_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
          : rewriteRefs(v),
      ]),
    ) as T;
  }
  return node;
}

/** An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows every component schema. */
export function createValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const keyword of EXTENSION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['boolean', 'string', 'object'] });
  ajv.addSchema({ $id: DOC_ID, $defs: rewriteRefs(doc.components.schemas ?? {}) });
  const cache = new WeakMap<object, ValidateFunction>();
  return (schema: SchemaObject, value: unknown): string[] => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as object);
      cache.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim());
  };
}

/** The `data:` payloads of a Server-Sent Events transcript, in order. */
export function sseData(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim());
}

/** Visits every schema node below `schema` (properties, items, combinators), with a readable path. */
function walkSchema(schema: SchemaObject, where: string, visit: (s: SchemaObject, where: string) => void) {
  visit(schema, where);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) walkSchema(prop, `${where}.${name}`, visit);
  if (schema.items) walkSchema(schema.items, `${where}[]`, visit);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    walkSchema(schema.additionalProperties, `${where}{}`, visit);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    (schema[key] ?? []).forEach((s, i) => walkSchema(s, `${where}.${key}[${i}]`, visit));
}

function checkMedia(
  doc: OpenApiDocument,
  check: ReturnType<typeof createValidator>,
  media: MediaTypeObject,
  mediaType: string,
  where: string,
  problems: ExampleProblem[],
) {
  const schema = media.schema;
  if (!schema) return;
  const examples = Object.entries(media.examples ?? {});
  for (const [key, ex] of examples) {
    const at = `${where} examples.${key}`;
    const example = deref(doc, ex as { $ref?: string }) as { value?: Json };
    if (example.value === undefined) {
      problems.push({ where: at, message: 'has no value' });
      continue;
    }
    if (mediaType === 'text/event-stream') {
      if (typeof example.value !== 'string') {
        problems.push({ where: at, message: 'an event stream example must be the raw text of the stream' });
        continue;
      }
      const events = sseData(example.value);
      if (!events.length) problems.push({ where: at, message: 'holds no `data:` event' });
      const done = media['x-sse-done'];
      const eventSchema = schema.contentSchema;
      events.forEach((data, i) => {
        if (done && data === done) {
          if (i !== events.length - 1) problems.push({ where: at, message: `${done} must be the last event` });
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          problems.push({ where: `${at} event ${i + 1}`, message: 'is not JSON' });
          return;
        }
        if (eventSchema)
          check(eventSchema, parsed).forEach((m) => problems.push({ where: `${at} event ${i + 1}`, message: m }));
      });
      continue;
    }
    check(schema, example.value).forEach((m) => problems.push({ where: at, message: m }));
  }
}

/**
 * Checks every example in the definition against its schema: component and property `examples`,
 * parameter examples, request and response examples (each SSE event against its event schema).
 */
export function validateExamples(doc: OpenApiDocument): ExampleProblem[] {
  const check = createValidator(doc);
  const problems: ExampleProblem[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
    walkSchema(schema, `components.schemas.${name}`, (s, where) => {
      (s.examples ?? []).forEach((ex, i) =>
        check(s, ex).forEach((m) => problems.push({ where: `${where} examples[${i}]`, message: m })),
      );
    });
  }
  for (const [name, param] of Object.entries(doc.components.parameters ?? {})) {
    if (param.schema && param.example !== undefined)
      check(param.schema, param.example).forEach((m) =>
        problems.push({ where: `components.parameters.${name}`, message: m }),
      );
  }
  for (const [name, response] of Object.entries(doc.components.responses ?? {})) {
    for (const [type, media] of Object.entries(response.content ?? {}))
      checkMedia(doc, check, media, type, `components.responses.${name} ${type}`, problems);
  }
  for (const entry of listOperations(doc)) {
    const base = `${entry.id} (${entry.method.toUpperCase()} ${entry.path})`;
    for (const p of entry.parameters) {
      if (p.schema && p.example !== undefined)
        check(p.schema, p.example).forEach((m) => problems.push({ where: `${base} parameter ${p.name}`, message: m }));
    }
    for (const [type, media] of Object.entries(entry.requestBody?.content ?? {})) {
      if (media.schema)
        walkSchema(media.schema, `${base} requestBody`, (s, where) =>
          (s.examples ?? []).forEach((ex) => check(s, ex).forEach((m) => problems.push({ where, message: m }))),
        );
      checkMedia(doc, check, media, type, `${base} requestBody ${type}`, problems);
    }
    for (const { status, ref, response } of entry.responses) {
      if (ref) continue; // shared responses are checked once above
      for (const [type, media] of Object.entries(response.content ?? {}))
        checkMedia(doc, check, media, type, `${base} ${status} ${type}`, problems);
    }
  }
  return problems;
}
