import { resolveSchema } from './refs';
import type { Json, OpenApiDocument, SchemaObject } from './types';

/** One row of a field table: a property of an object, with its nested properties as children. */
export interface FieldRow {
  name: string;
  /** Readable type, e.g. `string`, `integer`, `array<Message>`, `map<string, FunctionParameter>`. */
  type: string;
  /** Component name of the type, when it is a named schema (shown as a link when it has a page). */
  schema?: string;
  /** Page (and anchor) documenting that schema, e.g. `/types/message#schema-Message`. */
  href?: string;
  format?: string;
  required: boolean;
  nullable: boolean;
  description?: string;
  /** Allowed values, as JSON text (`"USER"`, `null`). */
  enum?: string[];
  defaultValue?: string;
  /** The first example, as compact JSON text. */
  example?: string;
  /** Other limits in words the UI translates: `min:0`, `max:100`, `const:"x"`. */
  constraints: string[];
  /** Marked `x-unverified` in the definition: not yet confirmed by the platform team. */
  unverified: boolean;
  /** A file part in a multipart form. */
  binary?: boolean;
  children: FieldRow[];
}

export interface FlattenOptions {
  /** Levels of nesting to expand (the top level is 0). */
  maxDepth?: number;
}

const json = (v: Json | undefined) => (v === undefined ? undefined : JSON.stringify(v));

/** The page and anchor of a named schema, from its `x-page`. */
export function schemaHref(name: string, schema: SchemaObject): string | undefined {
  const page = schema['x-page'];
  return typeof page === 'string' ? `${page}#schema-${name}` : undefined;
}

export function isBinary(schema: SchemaObject): boolean {
  return (
    schema.format === 'binary' ||
    (typeof schema.contentMediaType === 'string' && !/json|text/.test(schema.contentMediaType))
  );
}

interface Shape {
  type: string;
  schema?: string;
  href?: string;
  nullable: boolean;
  /** The object schema whose properties become children, if any. */
  object?: SchemaObject;
  /** Name of the named schema the object came from (for the cycle guard). */
  objectName?: string;
  /** True when the children are the values of a map (rendered under a `{key}` row). */
  map?: boolean;
  resolved: SchemaObject;
}

const NULL_ONLY = (s: SchemaObject) =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null');

/** Works out how to show one schema: its type label, link, nullability and what to expand under it. */
export function describeSchema(doc: OpenApiDocument, input: SchemaObject): Shape {
  const { schema, name } = resolveSchema(doc, input);
  const href = name ? schemaHref(name, schema) : undefined;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const nonNull = alternatives.filter((s) => !NULL_ONLY(s));
    const nullable = nonNull.length < alternatives.length;
    if (nonNull.length === 1) {
      const inner = describeSchema(doc, nonNull[0]);
      return { ...inner, nullable: inner.nullable || nullable };
    }
    const labels = nonNull.map((s) => describeSchema(doc, s).type);
    return { type: labels.join(' | '), nullable, resolved: schema };
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null');
  const main = types.filter((t) => t !== 'null');
  const base = main.length ? main.join(' | ') : schema.properties ? 'object' : 'any';
  if (main.length === 1 && main[0] === 'array' && schema.items) {
    const item = describeSchema(doc, schema.items);
    return {
      type: `array<${item.type}>`,
      schema: item.schema,
      href: item.href,
      nullable,
      object: item.object,
      objectName: item.objectName,
      map: item.map,
      resolved: schema,
    };
  }
  if (
    base === 'object' &&
    !schema.properties &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object'
  ) {
    const value = describeSchema(doc, schema.additionalProperties);
    return {
      type: `map<string, ${value.type}>`,
      schema: value.schema,
      href: value.href,
      nullable,
      object: value.object,
      objectName: value.objectName,
      map: false,
      resolved: schema,
    };
  }
  if (schema.properties) {
    return { type: name ?? base, schema: name, href, nullable, object: schema, objectName: name, resolved: schema };
  }
  return { type: name && !main.length ? name : base, schema: name, href, nullable, resolved: schema };
}

/**
 * Flattens an object schema into rows, one per property, nested properties as children. A named schema
 * that has its own page (`x-page`) is linked rather than expanded below the top level, which keeps the
 * tables short and sends readers to one place for each type; cycles stop at the repeated schema.
 */
export function flattenSchema(doc: OpenApiDocument, input: SchemaObject, options: FlattenOptions = {}): FieldRow[] {
  const maxDepth = options.maxDepth ?? 5;
  const top = describeSchema(doc, input);
  if (!top.object) return [];
  const stack = top.objectName ? [top.objectName] : [];
  return rowsOf(doc, top.object, 0, maxDepth, stack);
}

function rowsOf(
  doc: OpenApiDocument,
  object: SchemaObject,
  depth: number,
  maxDepth: number,
  stack: string[],
): FieldRow[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, prop]) =>
    rowFor(doc, name, prop, required.has(name), depth, maxDepth, stack),
  );
}

function rowFor(
  doc: OpenApiDocument,
  name: string,
  prop: SchemaObject,
  required: boolean,
  depth: number,
  maxDepth: number,
  stack: string[],
): FieldRow {
  const shape = describeSchema(doc, prop);
  const s = shape.resolved;
  // Keywords written beside a $ref or on the property itself describe the field, not the type.
  const own = prop;
  const enumValues = s.enum ?? (s.items && !s.items.$ref ? s.items.enum : undefined);
  const constraints: string[] = [];
  if (typeof s.minimum === 'number') constraints.push(`min:${s.minimum}`);
  if (typeof s.maximum === 'number') constraints.push(`max:${s.maximum}`);
  if (s.const !== undefined) constraints.push(`const:${JSON.stringify(s.const)}`);
  const examples = own.examples ?? (own.$ref ? undefined : s.examples);
  const row: FieldRow = {
    name,
    type: shape.type,
    schema: shape.schema,
    href: shape.href,
    format: s.format ?? (s.items && !s.items.$ref ? s.items.format : undefined),
    required,
    nullable: shape.nullable,
    description: own.description ?? s.description,
    enum: enumValues?.map((v) => JSON.stringify(v)),
    defaultValue: json(own.default ?? s.default),
    example: examples && examples.length ? json(examples[0]) : undefined,
    constraints,
    unverified: Boolean(own['x-unverified'] ?? s['x-unverified']),
    children: [],
  };
  const items = s.items ? resolveSchema(doc, s.items).schema : undefined;
  if (isBinary(s) || (items && isBinary(items))) row.binary = true;
  const canExpand = shape.object && depth + 1 <= maxDepth && !(shape.objectName && stack.includes(shape.objectName));
  // Types with their own page are linked, not repeated.
  const linkedInstead = Boolean(shape.href && depth >= 0 && shape.objectName);
  if (canExpand && !linkedInstead) {
    const nextStack = shape.objectName ? [...stack, shape.objectName] : stack;
    row.children = rowsOf(doc, shape.object as SchemaObject, depth + 1, maxDepth, nextStack);
  }
  return row;
}

/** Every row in document order, children after their parent, with the dotted path of each. */
export function walkRows(rows: FieldRow[], prefix = ''): Array<{ path: string; row: FieldRow }> {
  return rows.flatMap((row) => {
    const path = prefix ? `${prefix}.${row.name}` : row.name;
    return [{ path, row }, ...walkRows(row.children, row.type.startsWith('array<') ? `${path}[]` : path)];
  });
}
