import { isBinary } from './fields';
import { toJs, toJson, toPython, toPythonKwargs, shellQuote } from './literals';
import { resolveSchema } from './refs';
import type { OperationEntry } from './refs';
import type { Json, OpenApiDocument, SchemaObject, SecurityRequirement } from './types';

/** The languages of the sample tabs, in tab order. `value` is the tab value shared by every group. */
export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', prism: 'bash' },
  { value: 'python', label: 'Python', prism: 'python' },
  { value: 'javascript', label: 'JavaScript', prism: 'javascript' },
] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

/** The environment variable every sample reads the key from. */
export const API_KEY_ENV = 'METIS_API_KEY';

export interface SampleInput {
  doc: OpenApiDocument;
  entry: OperationEntry;
  /** The request body of the chosen example, if the operation has one. */
  body?: Json;
  /** Media type of the request body. */
  contentType?: string;
  /** Server base URL; the first server by default. */
  server?: string;
}

/** How the key travels for this operation: a header name and the value template, or none for public routes. */
export function authHeader(doc: OpenApiDocument, security: SecurityRequirement[] | undefined): { name: string; bearer: boolean } | null {
  const requirements = security ?? doc.security ?? [];
  const first = requirements.find((r) => Object.keys(r).length > 0);
  if (!first) return null;
  const scheme = doc.components.securitySchemes?.[Object.keys(first)[0]];
  if (!scheme) return null;
  if (scheme.type === 'http' && scheme.scheme === 'bearer') return { name: 'Authorization', bearer: true };
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) return { name: scheme.name, bearer: false };
  return null;
}

function exampleOf(p: { example?: Json; schema?: SchemaObject }): Json | undefined {
  if (p.example !== undefined) return p.example;
  const ex = p.schema?.examples;
  return ex && ex.length ? ex[0] : undefined;
}

/** The URL with path parameters filled from their examples, and the query parameters that have examples. */
export function requestTarget(input: SampleInput): { url: string; query: Array<[string, string]> } {
  const { doc, entry } = input;
  const server = input.server ?? doc.servers?.[0]?.url ?? '';
  let path = entry.path;
  const query: Array<[string, string]> = [];
  for (const p of entry.parameters) {
    const value = exampleOf(p);
    if (p.in === 'path') {
      if (value === undefined) throw new Error(`${entry.id}: path parameter "${p.name}" has no example`);
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    } else if (p.in === 'query' && value !== undefined) {
      query.push([p.name, String(value)]);
    }
  }
  return { url: server + path, query };
}

function fillPath(template: string, entry: OperationEntry): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = entry.parameters.find((x) => x.in === 'path' && x.name === name);
    const value = p ? exampleOf(p) : undefined;
    if (value === undefined) throw new Error(`${entry.id}: no example for path parameter "${name}"`);
    return String(value);
  });
}

interface FormField {
  name: string;
  value: string;
  file: boolean;
}

/** Multipart parts in order: files as files (indexed when the schema says so), the rest as text. */
export function formFields(doc: OpenApiDocument, schema: SchemaObject | undefined, body: Json | undefined): FormField[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const object = schema ? resolveSchema(doc, schema).schema : {};
  const fields: FormField[] = [];
  for (const [name, value] of Object.entries(body)) {
    const prop = object.properties?.[name];
    const propSchema = prop ? resolveSchema(doc, prop).schema : {};
    const items = propSchema.items ? resolveSchema(doc, propSchema.items).schema : undefined;
    const fileField = isBinary(propSchema) || Boolean(items && isBinary(items));
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      const partName = Array.isArray(value) && prop?.['x-multipart-indexed'] ? `${name}[${i}]` : name;
      fields.push({ name: partName, value: typeof v === 'string' ? v : JSON.stringify(v), file: fileField });
    });
  }
  return fields;
}

function isStreaming(input: SampleInput): boolean {
  const ok = input.entry.responses.find((r) => r.status.startsWith('2'));
  const sse = ok?.response.content?.['text/event-stream'];
  if (!sse) return false;
  // An operation that answers with both JSON and SSE streams only when the body asks for it.
  const both = Boolean(ok?.response.content?.['application/json']);
  const body = input.body as Record<string, Json> | undefined;
  return !both || Boolean(body && typeof body === 'object' && body.stream === true);
}

function sseHints(input: SampleInput) {
  const ok = input.entry.responses.find((r) => r.status.startsWith('2'));
  const media = ok?.response.content?.['text/event-stream'];
  return { done: media?.['x-sse-done'], text: media?.['x-sse-text'] ?? 'choices[0].delta.content' };
}

/** `message.content` → `["message"]["content"]` (Python) or `.message.content` (JavaScript). */
function accessPython(path: string): string {
  return path.split('.').map((part) => part.replace(/^(\w+)(\[\d+\])?$/, (_, key: string, idx = '') => `["${key}"]${idx}`)).join('');
}
function accessJs(path: string): string {
  return path.split('.').map((p) => `.${p}`).join('').replace(/\.(\w+)\[/g, '.$1[');
}

// ---------------------------------------------------------------- cURL

export function curlSample(input: SampleInput): string {
  const { doc, entry, body, contentType } = input;
  const { url, query } = requestTarget(input);
  const auth = authHeader(doc, entry.operation.security);
  const lines: string[] = [];
  const method = entry.method.toUpperCase();
  const stream = isStreaming(input);
  const head = ['curl'];
  if (stream) head.push('-N');
  if (query.length) head.push('--get');
  else if (method !== 'GET' || body !== undefined) head.push('-X', method);
  head.push(shellQuote(url));
  lines.push(head.join(' '));
  if (auth) lines.push(`-H ${auth.bearer ? `"Authorization: Bearer $${API_KEY_ENV}"` : `"${auth.name}: $${API_KEY_ENV}"`}`);
  for (const [name, value] of query) lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  if (body !== undefined && contentType === 'multipart/form-data') {
    const schema = entry.requestBody?.content[contentType]?.schema;
    for (const f of formFields(doc, schema, body)) {
      lines.push(f.file ? `-F ${shellQuote(`${f.name}=@${f.value}`)}` : `--form-string ${shellQuote(`${f.name}=${f.value}`)}`);
    }
  } else if (body !== undefined) {
    lines.push(`-H 'Content-Type: ${contentType ?? 'application/json'}'`);
    lines.push(`-d ${shellQuote(toJson(body))}`);
  }
  return lines.map((l, i) => (i === 0 ? l : `  ${l}`)).join(' \\\n');
}

// ---------------------------------------------------------------- Python

function pythonHeaders(auth: ReturnType<typeof authHeader>): string | null {
  if (!auth) return null;
  const value = auth.bearer ? `f"Bearer {os.environ['${API_KEY_ENV}']}"` : `os.environ["${API_KEY_ENV}"]`;
  return `{"${auth.name}": ${value}}`;
}

export function pythonSample(input: SampleInput): string {
  const sdk = input.entry.operation['x-sdk'];
  if (sdk?.kind === 'openai') return pythonOpenAI(input);
  const { doc, entry, body, contentType } = input;
  const { url, query } = requestTarget(input);
  const auth = authHeader(doc, entry.operation.security);
  const headers = pythonHeaders(auth);
  const poll = entry.operation['x-poll'];
  const stream = isStreaming(input);
  const imports = ['import os', 'import requests'];
  if (stream) imports.unshift('import json');
  if (poll) imports.unshift('import time');
  const out: string[] = [imports.sort().join('\n'), ''];
  if (headers) out.push(`headers = ${headers}`, "");
  const args: string[] = [`    "${url}",`];
  if (headers) args.push('    headers=headers,');
  if (query.length) args.push(`    params=${toPython(Object.fromEntries(query), 1)},`);
  if (body !== undefined && contentType === 'multipart/form-data') {
    const fields = formFields(doc, entry.requestBody?.content[contentType]?.schema, body);
    const files = fields.filter((f) => f.file);
    const data = fields.filter((f) => !f.file);
    if (data.length) args.push(`    data=${toPython(Object.fromEntries(data.map((f) => [f.name, f.value])), 1)},`);
    args.push(`    files=[\n${files.map((f) => `        ("${f.name}", open("${f.value}", "rb")),`).join('\n')}\n    ],`);
  } else if (body !== undefined) {
    args.push(`    json=${toPython(body, 1)},`);
  }
  const method = entry.method;
  if (stream) {
    const { done, text } = sseHints(input);
    args.push('    stream=True,');
    args.push('    timeout=300,');
    out.push(`with requests.${method}(\n${args.join('\n')}\n) as response:`);
    out.push('    response.raise_for_status()');
    out.push('    for raw in response.iter_lines():');
    out.push('        line = raw.decode("utf-8")');
    out.push('        if not line.startswith("data:"):');
    out.push('            continue');
    out.push('        data = line[len("data:"):].strip()');
    if (done) {
      out.push(`        if data == "${done}":`);
      out.push('            break');
    }
    out.push('        event = json.loads(data)');
    out.push(`        print(event${accessPython(text)}, end="", flush=True)`);
    out.push('print()');
    return out.join('\n');
  }
  args.push('    timeout=60,');
  if (poll) {
    out.push('while True:');
    out.push(`    response = requests.${method}(\n${args.map((a) => `    ${a}`).join('\n')}\n    )`);
    out.push('    response.raise_for_status()');
    out.push('    result = response.json()');
    out.push(`    if result["${poll.field}"] not in (${poll.pending.map((p) => `"${p}"`).join(', ')}${poll.pending.length === 1 ? ',' : ''}):`);
    out.push('        break');
    out.push(`    time.sleep(${poll.intervalSeconds})`);
    out.push('print(result)');
    return out.join('\n');
  }
  out.push(`response = requests.${method}(\n${args.join('\n')}\n)`);
  out.push('response.raise_for_status()');
  out.push('print(response.json())');
  return out.join('\n');
}

const PYTHON_RESULT: Record<string, { name: string; print: string }> = {
  'chat.completions.create': { name: 'completion', print: 'print(completion.choices[0].message.content)' },
  'embeddings.create': { name: 'result', print: 'print(len(result.data[0].embedding))' },
  'audio.transcriptions.create': { name: 'transcript', print: 'print(transcript.text)' },
};

function sdkBase(input: SampleInput): string {
  const sdk = input.entry.operation['x-sdk'];
  const server = input.server ?? input.doc.servers?.[0]?.url ?? '';
  return server + fillPath(sdk?.basePath ?? '', input.entry);
}

function pythonOpenAI(input: SampleInput): string {
  const { entry, body } = input;
  const sdk = entry.operation['x-sdk'];
  if (!sdk) throw new Error(`${entry.id}: no x-sdk hint`);
  const out = [
    'import os',
    'from openai import OpenAI',
    '',
    'client = OpenAI(',
    `    api_key=os.environ["${API_KEY_ENV}"],`,
    `    base_url="${sdkBase(input)}",`,
    ')',
    '',
  ];
  if (sdk.call === 'models.list') {
    out.push('for model in client.models.list():');
    out.push('    print(model.id)');
    return out.join('\n');
  }
  const kwargs = { ...((body ?? {}) as Record<string, Json>) };
  if (sdk.call === 'audio.transcriptions.create') {
    const file = String(kwargs.file);
    delete kwargs.file;
    out.push(`with open("${file}", "rb") as audio:`);
    out.push(`    transcript = client.${sdk.call}(`);
    out.push('        file=audio,');
    out.push(toPythonKwargs(kwargs, 2));
    out.push('    )');
    out.push('print(transcript.text)');
    return out.join('\n');
  }
  if (kwargs.stream === true) {
    out.push(`stream = client.${sdk.call}(`);
    out.push(toPythonKwargs(kwargs, 1));
    out.push(')');
    out.push('for chunk in stream:');
    out.push('    if chunk.choices:');
    out.push('        print(chunk.choices[0].delta.content or "", end="", flush=True)');
    out.push('print()');
    return out.join('\n');
  }
  const result = PYTHON_RESULT[sdk.call] ?? { name: 'result', print: 'print(result)' };
  out.push(`${result.name} = client.${sdk.call}(`);
  out.push(toPythonKwargs(kwargs, 1));
  out.push(')');
  out.push(result.print);
  return out.join('\n');
}

// ---------------------------------------------------------------- JavaScript

function jsHeaders(auth: ReturnType<typeof authHeader>, json: boolean): string[] {
  const lines: string[] = [];
  if (auth) {
    const key = /^[A-Za-z_$][\w$]*$/.test(auth.name) ? auth.name : JSON.stringify(auth.name);
    lines.push(auth.bearer ? `${key}: \`Bearer \${process.env.${API_KEY_ENV}}\`,` : `${key}: process.env.${API_KEY_ENV},`);
  }
  if (json) lines.push('"Content-Type": "application/json",');
  return lines;
}

export function javascriptSample(input: SampleInput): string {
  const sdk = input.entry.operation['x-sdk'];
  if (sdk?.kind === 'openai') return javascriptOpenAI(input);
  const { doc, entry, body, contentType } = input;
  const { url, query } = requestTarget(input);
  const auth = authHeader(doc, entry.operation.security);
  const multipart = body !== undefined && contentType === 'multipart/form-data';
  const jsonBody = body !== undefined && !multipart;
  const poll = entry.operation['x-poll'];
  const stream = isStreaming(input);
  const out: string[] = [];
  if (multipart) out.push('import { openAsBlob } from "node:fs";', '');
  if (query.length) {
    out.push(`const url = new URL("${url}");`);
    for (const [k, v] of query) out.push(`url.searchParams.set(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
  } else {
    out.push(`const url = "${url}";`);
  }
  if (multipart) {
    const fields = formFields(doc, entry.requestBody?.content['multipart/form-data']?.schema, body);
    out.push('', 'const form = new FormData();');
    for (const f of fields) {
      out.push(
        f.file
          ? `form.append(${JSON.stringify(f.name)}, await openAsBlob(${JSON.stringify(f.value)}), ${JSON.stringify(f.value.split('/').pop())});`
          : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
      );
    }
  }
  const headers = jsHeaders(auth, jsonBody);
  const init: string[] = [];
  if (entry.method !== 'get') init.push(`  method: "${entry.method.toUpperCase()}",`);
  if (headers.length) init.push(`  headers: {\n${headers.map((h) => `    ${h}`).join('\n')}\n  },`);
  if (jsonBody) init.push(`  body: JSON.stringify(${toJs(body as Json, 1)}),`);
  if (multipart) init.push('  body: form,');
  const fetchCall = init.length ? `fetch(url, {\n${init.join('\n')}\n})` : 'fetch(url)';
  const check = 'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);';
  out.push('');
  if (stream) {
    const { done, text } = sseHints(input);
    out.push(`const response = await ${fetchCall};`, check, '');
    out.push('const decoder = new TextDecoder();');
    out.push('let buffer = "";');
    out.push('for await (const chunk of response.body) {');
    out.push('  buffer += decoder.decode(chunk, { stream: true });');
    out.push('  const lines = buffer.split("\\n");');
    out.push('  buffer = lines.pop() ?? "";');
    out.push('  for (const line of lines) {');
    out.push('    if (!line.startsWith("data:")) continue;');
    out.push('    const data = line.slice("data:".length).trim();');
    if (done) out.push(`    if (data === "${done}") continue;`);
    out.push('    const event = JSON.parse(data);');
    out.push(`    process.stdout.write(event${accessJs(text)});`);
    out.push('  }');
    out.push('}');
    return out.join('\n');
  }
  if (poll) {
    out.push('let result;');
    out.push('do {');
    out.push(`  if (result) await new Promise((resolve) => setTimeout(resolve, ${poll.intervalSeconds * 1000}));`);
    out.push(`  const response = await ${fetchCall.replace(/\n/g, '\n  ')};`);
    out.push(`  ${check}`);
    out.push('  result = await response.json();');
    out.push(`} while (${JSON.stringify(poll.pending)}.includes(result.${poll.field}));`);
    out.push('console.log(result);');
    return out.join('\n');
  }
  out.push(`const response = await ${fetchCall};`, check, 'console.log(await response.json());');
  return out.join('\n');
}

const JS_RESULT: Record<string, { name: string; print: string }> = {
  'chat.completions.create': { name: 'completion', print: 'console.log(completion.choices[0].message.content);' },
  'embeddings.create': { name: 'result', print: 'console.log(result.data[0].embedding.length);' },
  'audio.transcriptions.create': { name: 'transcript', print: 'console.log(transcript.text);' },
};

function javascriptOpenAI(input: SampleInput): string {
  const { entry, body } = input;
  const sdk = entry.operation['x-sdk'];
  if (!sdk) throw new Error(`${entry.id}: no x-sdk hint`);
  const params = { ...((body ?? {}) as Record<string, Json>) };
  const transcription = sdk.call === 'audio.transcriptions.create';
  const out: string[] = [];
  if (transcription) out.push('import fs from "node:fs";');
  out.push('import OpenAI from "openai";', '');
  out.push('const client = new OpenAI({');
  out.push(`  apiKey: process.env.${API_KEY_ENV},`);
  out.push(`  baseURL: "${sdkBase(input)}",`);
  out.push('});', '');
  if (sdk.call === 'models.list') {
    out.push('for await (const model of client.models.list()) {');
    out.push('  console.log(model.id);');
    out.push('}');
    return out.join('\n');
  }
  let literal: string;
  if (transcription) {
    const file = String(params.file);
    delete params.file;
    const rest = toJs(params, 0);
    literal = `{\n  file: fs.createReadStream(${JSON.stringify(file)}),${rest === '{}' ? '' : rest.slice(1, -2)}\n}`;
  } else {
    literal = toJs(params, 0);
  }
  if (params.stream === true) {
    out.push(`const stream = await client.${sdk.call}(${literal});`);
    out.push('for await (const chunk of stream) {');
    out.push('  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");');
    out.push('}');
    return out.join('\n');
  }
  const result = JS_RESULT[sdk.call] ?? { name: 'result', print: 'console.log(result);' };
  out.push(`const ${result.name} = await client.${sdk.call}(${literal});`);
  out.push(result.print);
  return out.join('\n');
}

/** All three samples for one request example. */
export function buildSamples(input: SampleInput): Record<SampleLanguage, string> {
  return { curl: curlSample(input), python: pythonSample(input), javascript: javascriptSample(input) };
}
