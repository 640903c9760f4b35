import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  HttpMethod,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from './types';
import { HTTP_METHODS } from './types';

/** The component name a local `$ref` points to: `#/components/schemas/Message` → `Message`. */
export function refName(ref: string): string {
  return decodePointer(ref.slice(ref.lastIndexOf('/') + 1));
}

/** One token of a JSON pointer, unescaped (RFC 6901: `~1` is `/`, `~0` is `~`). */
export function decodePointer(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a local JSON pointer (`#/components/...`) inside the document. */
export function resolvePointer<T = unknown>(doc: OpenApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got "${ref}"`);
  let node: unknown = doc;
  for (const token of ref.slice(2).split('/').map(decodePointer)) {
    if (typeof node !== 'object' || node === null || !(token in (node as Record<string, unknown>))) {
      throw new Error(`Unresolved reference "${ref}"`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node as T;
}

/** Follows `$ref` chains on an object (parameters, responses, request bodies); other objects pass through. */
export function deref<T extends { $ref?: string }>(doc: OpenApiDocument, node: T): T {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular reference "${current.$ref}"`);
    seen.add(current.$ref);
    current = resolvePointer<T>(doc, current.$ref);
  }
  return current;
}

/** One operation with where it lives in the document. */
export interface OperationEntry {
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, resolved, operation-level winning. */
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Array<{ status: string; ref?: string; response: ResponseObject }>;
}

/** Every operation of the document in path order, with its parameters and responses resolved. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries<PathItemObject>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const byKey = new Map<string, ParameterObject>();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const resolved = deref(doc, p);
        byKey.set(`${resolved.in}:${resolved.name}`, resolved);
      }
      entries.push({
        id: operation.operationId,
        method,
        path,
        operation,
        parameters: [...byKey.values()],
        requestBody: operation.requestBody ? deref(doc, operation.requestBody) : undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, r]) => ({
          status,
          ref: r.$ref ? refName(r.$ref) : undefined,
          response: deref(doc, r),
        })),
      });
    }
  }
  return entries;
}

export function findOperation(doc: OpenApiDocument, id: string): OperationEntry | undefined {
  return listOperations(doc).find((o) => o.id === id);
}

/** A schema with its top-level `$ref` followed, and the component name when it was a reference. */
export function resolveSchema(doc: OpenApiDocument, schema: SchemaObject): { schema: SchemaObject; name?: string } {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = deref(doc, schema);
    // OpenAPI 3.1: keywords beside $ref (e.g. a description) override the target's.
    const { $ref: _ignored, ...siblings } = schema;
    return { schema: { ...target, ...siblings }, name };
  }
  return { schema };
}
