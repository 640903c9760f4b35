/**
 * Where the ids a request needs come from. A path parameter or a body property that holds an id carries
 * `x-id-source` in the definition: the variable the samples keep it in (`BOT_ID`), and the operation and
 * JSON pointer of the response that returns it (`createBot`, `/id`). Samples then read the id from that
 * variable, on a line that says where it comes from, instead of pasting a literal id that only exists in
 * the examples; the sample runner fills the same variables from the mock's answers to those operations.
 */
import { decodePointer, deref, findOperation, resolveSchema } from './refs';
import type { IdSource, Json, OpenApiDocument, ParameterObject, SchemaObject } from './types';

/** How an id variable is written inside a body example until a language prints it as a name. */
export const VAR_TOKEN = /@@id:([A-Z][A-Z0-9_]*)@@/;
const token = (variable: string) => `@@id:${variable}@@`;

/** The `x-id-source` of a parameter or schema (following `$ref`), if it holds an id. */
export function idSourceOf(
  doc: OpenApiDocument,
  node: ParameterObject | SchemaObject | undefined,
): IdSource | undefined {
  if (!node) return undefined;
  const resolved = '$ref' in node && node.$ref ? deref(doc, node as { $ref: string }) : node;
  return (
    ((node as { 'x-id-source'?: IdSource })['x-id-source'] ??
      (resolved as { 'x-id-source'?: IdSource })['x-id-source']) ||
    undefined
  );
}

/** Every id variable of the definition, by name; one variable has one source. */
export function allIdSources(doc: OpenApiDocument): Map<string, IdSource> {
  const found = new Map<string, IdSource>();
  const add = (source: IdSource | undefined, where: string) => {
    if (!source) return;
    const known = found.get(source.variable);
    if (known && (known.operationId !== source.operationId || known.pointer !== source.pointer)) {
      throw new Error(`x-id-source: ${source.variable} has two sources (${where})`);
    }
    found.set(source.variable, source);
  };
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'x-id-source') add(v as IdSource, where);
      else if (k !== 'examples' && k !== 'example') visit(v, `${where}.${k}`);
    }
  };
  visit(doc.paths, 'paths');
  visit(doc.components, 'components');
  return found;
}

/** `/files/0/url` → `files[0].url`, as a reader would look for it in the response. */
export function pointerPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map(decodePointer)
    .reduce((acc, t) => (/^\d+$/.test(t) ? `${acc}[${t}]` : acc ? `${acc}.${t}` : t), '');
}

/** The value at a JSON pointer of a response body. */
export function pointerGet(value: unknown, pointer: string): unknown {
  let node = value;
  for (const t of pointer.split('/').slice(1).map(decodePointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[t];
  }
  return node;
}

/** Where a variable's value comes from, in words for a code comment. */
export function describeIdSource(doc: OpenApiDocument, source: IdSource): string {
  if (!source.operationId || !source.pointer) return source.note ?? 'an id you already have';
  const op = findOperation(doc, source.operationId);
  if (!op) throw new Error(`x-id-source of ${source.variable}: unknown operation ${source.operationId}`);
  return `"${pointerPath(source.pointer)}" from the response of ${op.method.toUpperCase()} ${op.path}`;
}

/** `IMAGE_URL_2` → `IMAGE_URL` and 2: a second, different id of the same kind in one request. */
export function splitVariable(variable: string): { base: string; nth: number } {
  const m = /^(.*)_(\d+)$/.exec(variable);
  return m ? { base: m[1], nth: Number(m[2]) } : { base: variable, nth: 1 };
}

/** The line each language sets an id variable with, its source in a comment beside it. */
export function idVariableLine(
  doc: OpenApiDocument,
  variable: string,
): { bash: string; python: string; javascript: string } {
  const sources = allIdSources(doc);
  const { base, nth } = sources.has(variable) ? { base: variable, nth: 1 } : splitVariable(variable);
  const source = sources.get(base);
  if (!source) throw new Error(`no x-id-source declares the variable ${variable}`);
  const where = describeIdSource(doc, source) + (nth > 1 ? `, a different one from ${base}` : '');
  return {
    bash: `${variable}="\${${variable}:?}"  # ${where}`,
    python: `${variable} = os.environ["${variable}"]  # ${where}`,
    javascript: `const ${variable} = process.env.${variable}; // ${where}`,
  };
}

/**
 * A body example with every value whose schema has `x-id-source` replaced by that variable's token. A second
 * different value of the same kind (two images to blend) becomes `IMAGE_URL_2`, and so on.
 */
export function substituteIds(
  doc: OpenApiDocument,
  schema: SchemaObject,
  value: Json,
  seen = new Map<string, string[]>(),
): Json {
  const { schema: s } = resolveSchema(doc, schema);
  const source = idSourceOf(doc, schema) ?? idSourceOf(doc, s);
  if (source && typeof value === 'string') {
    const values = seen.get(source.variable) ?? [];
    if (!values.includes(value)) values.push(value);
    seen.set(source.variable, values);
    const nth = values.indexOf(value) + 1;
    return token(nth === 1 ? source.variable : `${source.variable}_${nth}`);
  }
  if (Array.isArray(value)) {
    const items = s.items;
    return items ? value.map((v) => substituteIds(doc, items, v, seen)) : value;
  }
  if (value && typeof value === 'object') {
    const props = s.properties ?? {};
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, props[k] ? substituteIds(doc, props[k], v, seen) : v]),
    );
  }
  return value;
}
