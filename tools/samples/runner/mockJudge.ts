/**
 * How the sample runner judges one request from the answer of the Prism mock. Prism validates every
 * request against content/openapi and, when it finds a violation, still answers (with a 4xx, or with the
 * operation's own 400/422 example) and lists what it found in the `sl-violations` response header. The
 * runner sits between the samples and Prism, so it reads that header on every answer instead of trusting
 * the status a sample happens to check.
 */

import { listOperations, resolveSchema } from '../../../src/lib/openapi/refs';
import type { OpenApiDocument, SchemaObject } from '../../../src/lib/openapi/types';

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** The `sl-violations` header, parsed; an unreadable header is itself a reason to reject. */
export function parseViolations(header: string | string[] | undefined): Violation[] {
  if (!header) return [];
  const text = Array.isArray(header) ? header.join('') : header;
  try {
    const parsed = JSON.parse(text) as Violation[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    const message = `unreadable sl-violations header: ${text.slice(0, 200)}`;
    return [{ location: ['response', 'header'], severity: 'Error', message }];
  }
}

/**
 * The copy of the definition Prism mocks. Prism cannot judge one thing: a multipart field whose schema is an
 * array. Multipart sends an array as repeated parts of one name (`-F files=@a -F files=@b`), but Prism keeps
 * one part per name and then reports "must be array" for every such request, however many parts it has. So
 * in Prism's copy, and only there, each array property of a multipart body loses its `type: array`; whether
 * the field is present stays Prism's to judge (it stays in `required`), and that it is sent as repeated parts
 * under its own name is the runner's check (`multipartNames`). The definition itself is not changed.
 */
export function mockCopy(doc: OpenApiDocument): OpenApiDocument {
  const copy = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
  for (const entry of listOperations(copy)) {
    const media = entry.requestBody?.content['multipart/form-data'];
    if (!media?.schema) continue;
    const schema = JSON.parse(JSON.stringify(resolveSchema(copy, media.schema).schema)) as SchemaObject;
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const resolved = resolveSchema(copy, prop).schema;
      const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
      if (types.includes('array')) {
        const { type: _type, items: _items, ...rest } = resolved;
        schema.properties![name] = { ...rest, description: rest.description ?? name };
      }
    }
    media.schema = schema;
  }
  return copy;
}

/** Names of the parts of a multipart/form-data body, in order (`files`, `files`, `ocr` …); null for other bodies. */
export function multipartNames(contentType: string | undefined, body: Buffer): string[] | null {
  if (!/multipart\/form-data/i.test(contentType ?? '')) return null;
  return [...body.toString('latin1').matchAll(/Content-Disposition:\s*form-data;\s*name="([^"]*)"/gi)].map((x) => x[1]);
}

/**
 * The multipart body with `Content-Type: application/octet-stream` added to every file part that has none.
 * A part without its own type is valid multipart (RFC 7578 gives it a default) and Python's requests sends
 * file parts that way, but Prism's multipart parser crashes on it; so the runner adds the default before
 * Prism reads the body.
 */
export function withPartTypes(contentType: string | undefined, body: Buffer): Buffer {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!m) return body;
  const delimiter = `--${m[1] ?? m[2]}`;
  const text = body.toString('latin1');
  const out = text
    .split(delimiter)
    .map((part) => {
      const end = part.indexOf('\r\n\r\n');
      if (end < 0) return part;
      const head = part.slice(0, end);
      if (!/filename=/i.test(head) || /^content-type:/im.test(head)) return part;
      return `${head}\r\nContent-Type: application/octet-stream${part.slice(end)}`;
    })
    .join(delimiter);
  return Buffer.from(out, 'latin1');
}

/**
 * The runner's half of judging a multipart request (see mockCopy): every part must be named after a property
 * of the operation's form, so an array is sent as repeated parts of its own name and `files[0]` is rejected.
 */
export function multipartChecker(doc: OpenApiDocument): (method: string, url: string, names: string[]) => string[] {
  const forms = listOperations(doc).flatMap((entry) => {
    const media = entry.requestBody?.content['multipart/form-data'];
    if (!media?.schema) return [];
    const props = Object.keys(resolveSchema(doc, media.schema).schema.properties ?? {});
    const pattern = new RegExp(
      `^${entry.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+')}(\\?.*)?$`,
    );
    return [{ method: entry.method.toUpperCase(), pattern, props }];
  });
  return (method, url, names) => {
    const form = forms.find((f) => f.method === method && f.pattern.test(url));
    if (!form) return [];
    return [...new Set(names.filter((n) => !form.props.includes(n)))].map(
      (n) =>
        `request.body: part "${n}" is not a field of the form (${form.props.join(', ')}); send an array as repeated parts of its own name`,
    );
  };
}

/** Whether the answer means the definition rejects the request. */
export function judge(status: number, violations: Violation[]) {
  const reasons = violations
    .filter((v) => /^error$/i.test(v.severity))
    .map((v) => `${v.location.join('.')}: ${v.message}`);
  if (status >= 400) reasons.unshift(`HTTP ${status}`);
  return { rejected: reasons.length > 0, reasons };
}

/**
 * The real API decides between a JSON answer and an event stream by `"stream": true` in the body; Prism
 * decides by the Accept header, which clients (the OpenAI SDKs among them) do not set to
 * text/event-stream. So a request whose JSON body asks for a stream is forwarded with that Accept.
 */
export function asksForStream(contentType: string | undefined, body: Buffer): boolean {
  if (!/application\/json/i.test(contentType ?? '') || body.length === 0) return false;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { stream?: unknown };
    return parsed !== null && typeof parsed === 'object' && parsed.stream === true;
  } catch {
    return false;
  }
}
