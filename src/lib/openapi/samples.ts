import { isBinary } from './fields';
import { idSourceOf, idVariableLine, substituteIds, VAR_TOKEN } from './idSources';
import { toJs, toJson, toPython, toPythonKwargs, shellQuote } from './literals';
import { resolveSchema } from './refs';
import { scalarText } from './scalar';
import type { OperationEntry } from './refs';
import type { Json, OpenApiDocument, ParameterObject, SchemaObject } from './types';
import type { AuthView } from './viewTypes';

/** The languages of the sample tabs, in tab order. `value` is the tab value shared by every group. */
export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', prism: 'bash' },
  { value: 'python', label: 'Python', prism: 'python' },
  { value: 'javascript', label: 'JavaScript', prism: 'javascript' },
] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

/** The environment variable every sample reads the key from. */
export const API_KEY_ENV = 'METIS_API_KEY';
/** The environment variable every sample reads the host from; the definition's first server is its default. */
export const BASE_URL_ENV = 'METIS_BASE_URL';

export interface SampleInput {
  doc: OpenApiDocument;
  entry: OperationEntry;
  /** The request body of the chosen example, if the operation has one. */
  body?: Json;
  /** Media type of the request body. */
  contentType?: string;
  /** Default host when METIS_BASE_URL is not set; the first server by default. */
  server?: string;
}

/** The accepted ways to send the key, in the definition's order; none for a public route. */
export function authViews(doc: OpenApiDocument, entry: OperationEntry): AuthView[] {
  const requirements = entry.operation.security ?? doc.security ?? [];
  return requirements
    .filter((r) => Object.keys(r).length > 0)
    .map((r) => {
      const scheme = Object.keys(r)[0];
      const def = doc.components.securitySchemes?.[scheme];
      const bearer = def?.type === 'http' && def.scheme === 'bearer';
      return { scheme, header: bearer ? 'Authorization' : (def?.name ?? scheme), bearer };
    });
}

const exampleOf = (p: { example?: Json; schema?: SchemaObject }): Json | undefined =>
  p.example ?? p.schema?.examples?.[0];

function defaultHost(input: SampleInput): string {
  return input.server ?? input.doc.servers?.[0]?.url ?? '';
}

/** A piece of a request path: literal text, or a variable holding an id. */
type PathPart = { text: string } | { variable: string };

/**
 * The path of a template with its parameters filled: an id parameter (one with `x-id-source`) becomes its
 * variable, any other parameter its example (a model name, a provider key).
 */
export function pathParts(doc: OpenApiDocument, entry: OperationEntry, template = entry.path): PathPart[] {
  const parts: PathPart[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{([^}]+)\}/g)) {
    if (m.index > last) parts.push({ text: template.slice(last, m.index) });
    const p = entry.parameters.find((x) => x.in === 'path' && x.name === m[1]);
    if (!p) throw new Error(`${entry.id}: no path parameter "${m[1]}"`);
    const source = idSourceOf(doc, p);
    if (source) parts.push({ variable: source.variable });
    else {
      const value = exampleOf(p);
      if (value === undefined) throw new Error(`${entry.id}: path parameter "${p.name}" has no example`);
      parts.push({ text: encodeURIComponent(scalarText(value, `${entry.id}: path parameter "${p.name}"`)) });
    }
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The variables a request needs, in order of first use: its path ids, then the ids inside its body. */
function idVariables(
  input: SampleInput,
  body: Json | undefined,
): Array<{ variable: string; line: ReturnType<typeof idVariableLine> }> {
  const { doc, entry } = input;
  const names: string[] = [];
  for (const part of pathParts(doc, entry))
    if ('variable' in part && !names.includes(part.variable)) names.push(part.variable);
  for (const q of queryParams(doc, entry)) if (q.variable && !names.includes(q.variable)) names.push(q.variable);
  for (const m of JSON.stringify(body ?? null).matchAll(new RegExp(VAR_TOKEN.source, 'g')))
    if (!names.includes(m[1])) names.push(m[1]);
  return names.map((variable) => ({ variable, line: idVariableLine(doc, variable) }));
}

/** A path with its id variables as `{VARIABLE}` placeholders. */
export const placeholderPath = (parts: PathPart[]) =>
  parts.map((p) => ('text' in p ? p.text : `{${p.variable}}`)).join('');

/** Query parameters that have examples; an id parameter carries its variable instead of the example. */
function queryParams(
  doc: OpenApiDocument,
  entry: OperationEntry,
): Array<{ name: string; value: string; variable?: string }> {
  return entry.parameters
    .filter((p) => p.in === 'query' && exampleOf(p) !== undefined)
    .map((p) => ({
      name: p.name,
      value: scalarText(exampleOf(p) ?? null, `${entry.id}: query parameter "${p.name}"`),
      variable: idSourceOf(doc, p)?.variable,
    }));
}

function headerParams(entry: OperationEntry): Array<[string, string]> {
  return entry.parameters
    .filter((p: ParameterObject) => p.in === 'header' && exampleOf(p) !== undefined)
    .map((p) => [p.name, scalarText(exampleOf(p) ?? null, `${entry.id}: header "${p.name}"`)]);
}

interface FormField {
  name: string;
  value: string;
  file: boolean;
}

/** Multipart parts in order: an array becomes one part per item under the same name; files as files, the rest as text. */
export function formFields(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  body: Json | undefined,
): FormField[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const object = schema ? resolveSchema(doc, schema).schema : {};
  const fields: FormField[] = [];
  for (const [name, value] of Object.entries(body)) {
    const prop = object.properties?.[name];
    const propSchema = prop ? resolveSchema(doc, prop).schema : {};
    const items = propSchema.items ? resolveSchema(doc, propSchema.items).schema : undefined;
    const fileField = isBinary(propSchema) || Boolean(items && isBinary(items));
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      fields.push({ name, value: typeof v === 'string' ? v : JSON.stringify(v), file: fileField });
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
  return path
    .split('.')
    .map((part) => part.replace(/^(\w+)(\[\d+\])?$/, (_, key: string, idx = '') => `["${key}"]${idx}`))
    .join('');
}
function accessJs(path: string): string {
  return path
    .split('.')
    .map((p) => `.${p}`)
    .join('')
    .replace(/\.(\w+)\[/g, '.$1[');
}

function pollHint(input: SampleInput) {
  const poll = input.entry.operation['x-poll'];
  if (!poll) return undefined;
  return { ...poll, timeoutSeconds: poll.timeoutSeconds ?? 300 };
}

/** The request body with its id values (schema properties with `x-id-source`) as variable tokens. */
function bodyWithIds(input: SampleInput): Json | undefined {
  const { doc, entry, body, contentType } = input;
  if (body === undefined || !contentType) return body;
  const schema = entry.requestBody?.content[contentType]?.schema;
  return schema ? substituteIds(doc, schema, body) : body;
}

// ---------------------------------------------------------------- cURL

/** The URL in double quotes: host from METIS_BASE_URL with its default, ids as `$VARIABLE`. */
function curlUrl(input: SampleInput, parts: PathPart[]): string {
  const esc = (s: string) => s.replace(/(["\\$`])/g, '\\$1');
  const path = parts.map((p) => ('text' in p ? esc(p.text) : `$${p.variable}`)).join('');
  return `"\${${BASE_URL_ENV}:-${esc(defaultHost(input))}}${path}"`;
}

export function curlSample(input: SampleInput): string {
  const { doc, entry, contentType } = input;
  const body = bodyWithIds(input);
  const auth = authViews(doc, entry)[0];
  const method = entry.method.toUpperCase();
  const stream = isStreaming(input);
  const poll = pollHint(input);
  const query = queryParams(doc, entry);
  const out: string[] = [];
  for (const { line } of idVariables(input, body)) out.push(line.bash);
  if (out.length) out.push('');

  const head = ['curl'];
  if (poll) head.push('-sS', '--fail-with-body');
  if (stream) head.push('-N');
  if (query.length) head.push('--get');
  else if (method !== 'GET' || body !== undefined) head.push('-X', method);
  head.push(curlUrl(input, pathParts(doc, entry)));
  const lines: string[] = [head.join(' ')];
  if (auth)
    lines.push(`-H ${auth.bearer ? `"Authorization: Bearer $${API_KEY_ENV}"` : `"${auth.header}: $${API_KEY_ENV}"`}`);
  for (const [name, value] of headerParams(entry)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  for (const q of query)
    lines.push(
      q.variable
        ? `--data-urlencode "${q.name}=$${q.variable}"`
        : `--data-urlencode ${shellQuote(`${q.name}=${q.value}`)}`,
    );
  let heredoc: string | undefined;
  if (body !== undefined && contentType === 'multipart/form-data') {
    const schema = entry.requestBody?.content[contentType]?.schema;
    for (const f of formFields(doc, schema, body)) {
      lines.push(
        f.file ? `-F ${shellQuote(`${f.name}=@${f.value}`)}` : `--form-string ${shellQuote(`${f.name}=${f.value}`)}`,
      );
    }
  } else if (body !== undefined) {
    lines.push(`-H 'Content-Type: ${contentType ?? 'application/json'}'`);
    const json = toJson(body);
    const tokens = new RegExp(VAR_TOKEN.source, 'g');
    if (!tokens.test(json)) lines.push(`-d ${shellQuote(json)}`);
    else if (!/[$`\\]/.test(json.replace(tokens, ''))) {
      // Ids inside the body: a here-document lets the shell put the variables into the JSON.
      lines.push('--data-binary @- <<JSON');
      heredoc = `${json.replace(tokens, (_, name: string) => `$${name}`)}\nJSON`;
    } else {
      lines.push(`-d '${json.replace(/'/g, `'\\''`).replace(tokens, (_, name: string) => `'"$${name}"'`)}'`);
    }
  }
  let request = lines.map((l, i) => (i === 0 ? l : `  ${l}`)).join(' \\\n');
  if (heredoc) request += `\n${heredoc}`;

  if (!poll) return [...out, request].join('\n');
  const terminal = poll.terminal.join('|');
  const indented = request
    .split('\n')
    .map((l, i) => (i === 0 ? l : `  ${l}`))
    .join('\n');
  return [
    ...out,
    `# Ask again every ${poll.intervalSeconds} s until ${poll.field} is final, for at most ${poll.timeoutSeconds} s.`,
    `deadline=$((SECONDS + ${poll.timeoutSeconds}))`,
    'while :; do',
    // On an HTTP error --fail-with-body keeps the error body in $result and ends the loop.
    `  result=$(${indented}) || break`,
    `  status=$(printf '%s' "$result" | jq -r '.${poll.field}')`,
    `  case "$status" in ${terminal}) break ;; esac`,
    `  if [ "$SECONDS" -ge "$deadline" ]; then echo "still $status after ${poll.timeoutSeconds} s" >&2; break; fi`,
    `  sleep ${poll.intervalSeconds}`,
    'done',
    `printf '%s\\n' "$result"`,
  ].join('\n');
}

// ---------------------------------------------------------------- Python

function pythonHeaders(auth: AuthView | undefined, extra: Array<[string, string]>): string | null {
  const entries: string[] = [];
  if (auth)
    entries.push(
      `"${auth.header}": ${auth.bearer ? `f"Bearer {os.environ['${API_KEY_ENV}']}"` : `os.environ["${API_KEY_ENV}"]`}`,
    );
  for (const [name, value] of extra) entries.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  if (!entries.length) return null;
  return entries.length === 1 ? `{${entries[0]}}` : `{\n${entries.map((e) => `    ${e},`).join('\n')}\n}`;
}

const pythonBaseUrl = (input: SampleInput) =>
  `BASE_URL = os.environ.get("${BASE_URL_ENV}", ${JSON.stringify(defaultHost(input))})`;

function pythonUrl(parts: PathPart[]): string {
  const path = parts
    .map((p) => ('text' in p ? p.text.replace(/[{}]/g, (c) => c + c).replace(/"/g, '\\"') : `{${p.variable}}`))
    .join('');
  return `f"{BASE_URL}${path}"`;
}

/** A Python literal with id tokens turned into the variables' names. */
function pythonLiteral(value: Json, level: number): string {
  return toPython(value, level).replace(new RegExp(`"${VAR_TOKEN.source}"`, 'g'), (_, name: string) => name);
}

export function pythonSample(input: SampleInput): string {
  const sdk = input.entry.operation['x-sdk'];
  if (sdk?.kind === 'openai') return pythonOpenAI(input);
  const { doc, entry, contentType } = input;
  const body = bodyWithIds(input);
  const auth = authViews(doc, entry)[0];
  const headers = pythonHeaders(auth, headerParams(entry));
  const poll = pollHint(input);
  const stream = isStreaming(input);
  const query = queryParams(doc, entry);
  const imports = ['import os', 'import requests'];
  if (stream) imports.push('import json');
  if (poll) imports.push('import time');
  const out: string[] = [imports.sort().join('\n'), '', pythonBaseUrl(input)];
  for (const { line } of idVariables(input, body)) out.push(line.python);
  out.push('');
  if (headers) out.push(`headers = ${headers}`, '');
  const args: string[] = [`    ${pythonUrl(pathParts(doc, entry))},`];
  if (headers) args.push('    headers=headers,');
  if (query.length) {
    const params = Object.fromEntries(query.map((q) => [q.name, q.variable ? `@@id:${q.variable}@@` : q.value]));
    args.push(`    params=${pythonLiteral(params, 1)},`);
  }
  if (body !== undefined && contentType === 'multipart/form-data') {
    // Every part goes in `files`, text parts as (None, value): requests then always sends multipart/form-data,
    // even for a form without a file (with `data=` alone it would send a url-encoded body).
    const fields = formFields(doc, entry.requestBody?.content[contentType]?.schema, body);
    const parts = fields.map((f) =>
      f.file
        ? `        (${JSON.stringify(f.name)}, open(${JSON.stringify(f.value)}, "rb")),`
        : `        (${JSON.stringify(f.name)}, (None, ${JSON.stringify(f.value)})),`,
    );
    args.push(`    files=[\n${parts.join('\n')}\n    ],`);
  } else if (body !== undefined) {
    args.push(`    json=${pythonLiteral(body, 1)},`);
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
    const terminal = poll.terminal.map((p) => `"${p}"`).join(', ');
    out.push(`deadline = time.monotonic() + ${poll.timeoutSeconds}`);
    out.push('while True:');
    out.push(`    response = requests.${method}(\n${args.map((a) => `    ${a}`).join('\n')}\n    )`);
    out.push('    response.raise_for_status()');
    out.push('    result = response.json()');
    out.push(`    if result["${poll.field}"] in (${terminal}${poll.terminal.length === 1 ? ',' : ''}):`);
    out.push('        break');
    out.push('    if time.monotonic() > deadline:');
    out.push(`        raise TimeoutError(f"still {result['${poll.field}']} after ${poll.timeoutSeconds} s")`);
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

/** The SDK's base path with its parameters filled (`/api/v1/wrapper/deepseek`). */
function sdkPath(input: SampleInput): string {
  return placeholderPath(pathParts(input.doc, input.entry, input.entry.operation['x-sdk']?.basePath ?? ''));
}

function pythonOpenAI(input: SampleInput): string {
  const { entry, body } = input;
  const sdk = entry.operation['x-sdk'];
  if (!sdk) throw new Error(`${entry.id}: no x-sdk hint`);
  const out = [
    'import os',
    'from openai import OpenAI',
    '',
    pythonBaseUrl(input),
    '',
    'client = OpenAI(',
    `    api_key=os.environ["${API_KEY_ENV}"],`,
    `    base_url=f"{BASE_URL}${sdkPath(input)}",`,
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
    const file = scalarText(kwargs.file ?? null, `${sdk.call}: file`);
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

function jsHeaders(auth: AuthView | undefined, extra: Array<[string, string]>, json: boolean): string[] {
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
  const lines: string[] = [];
  if (auth)
    lines.push(
      auth.bearer
        ? `${key(auth.header)}: \`Bearer \${process.env.${API_KEY_ENV}}\`,`
        : `${key(auth.header)}: process.env.${API_KEY_ENV},`,
    );
  for (const [name, value] of extra) lines.push(`${key(name)}: ${JSON.stringify(value)},`);
  if (json) lines.push('"Content-Type": "application/json",');
  return lines;
}

const jsBaseUrl = (input: SampleInput) =>
  `const BASE_URL = process.env.${BASE_URL_ENV} ?? ${JSON.stringify(defaultHost(input))};`;

function jsUrl(parts: PathPart[]): string {
  const path = parts.map((p) => ('text' in p ? p.text.replace(/([`\\]|\$\{)/g, '\\$1') : `\${${p.variable}}`)).join('');
  return `\`\${BASE_URL}${path}\``;
}

/** A JavaScript literal with id tokens turned into the variables' names. */
function jsLiteral(value: Json, level: number): string {
  return toJs(value, level).replace(new RegExp(`"${VAR_TOKEN.source}"`, 'g'), (_, name: string) => name);
}

export function javascriptSample(input: SampleInput): string {
  const sdk = input.entry.operation['x-sdk'];
  if (sdk?.kind === 'openai') return javascriptOpenAI(input);
  const { doc, entry, contentType } = input;
  const body = bodyWithIds(input);
  const auth = authViews(doc, entry)[0];
  const multipart = body !== undefined && contentType === 'multipart/form-data';
  const jsonBody = body !== undefined && !multipart;
  const poll = pollHint(input);
  const stream = isStreaming(input);
  const query = queryParams(doc, entry);
  const fields = multipart ? formFields(doc, entry.requestBody?.content['multipart/form-data']?.schema, body) : [];
  const out: string[] = [];
  // openAsBlob (Node 20 and later, the version the docs ask for) reads a file part from disk; a form of text
  // parts only needs nothing imported.
  if (fields.some((f) => f.file)) out.push('import { openAsBlob } from "node:fs";', '');
  out.push(jsBaseUrl(input));
  for (const { line } of idVariables(input, body)) out.push(line.javascript);
  out.push('');
  const target = jsUrl(pathParts(doc, entry));
  if (query.length) {
    out.push(`const url = new URL(${target});`);
    for (const q of query)
      out.push(`url.searchParams.set(${JSON.stringify(q.name)}, ${q.variable ?? JSON.stringify(q.value)});`);
  } else {
    out.push(`const url = ${target};`);
  }
  if (multipart) {
    out.push('', 'const form = new FormData();');
    for (const f of fields) {
      out.push(
        f.file
          ? `form.append(${JSON.stringify(f.name)}, await openAsBlob(${JSON.stringify(f.value)}), ${JSON.stringify(f.value.split('/').pop())});`
          : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
      );
    }
  }
  const headers = jsHeaders(auth, headerParams(entry), jsonBody);
  const init: string[] = [];
  if (entry.method !== 'get') init.push(`  method: "${entry.method.toUpperCase()}",`);
  if (headers.length) init.push(`  headers: {\n${headers.map((h) => `    ${h}`).join('\n')}\n  },`);
  if (jsonBody) init.push(`  body: JSON.stringify(${jsLiteral(body, 1)}),`);
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
    out.push(`const deadline = Date.now() + ${poll.timeoutSeconds * 1000};`);
    out.push('let result;');
    out.push('for (;;) {');
    out.push(`  const response = await ${fetchCall.replace(/\n/g, '\n  ')};`);
    out.push(`  ${check}`);
    out.push('  result = await response.json();');
    out.push(`  if (${JSON.stringify(poll.terminal)}.includes(result.${poll.field})) break;`);
    out.push(
      `  if (Date.now() > deadline) throw new Error(\`still \${result.${poll.field}} after ${poll.timeoutSeconds} s\`);`,
    );
    out.push(`  await new Promise((resolve) => setTimeout(resolve, ${poll.intervalSeconds * 1000}));`);
    out.push('}');
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
  out.push(jsBaseUrl(input), '');
  out.push('const client = new OpenAI({');
  out.push(`  apiKey: process.env.${API_KEY_ENV},`);
  out.push(`  baseURL: \`\${BASE_URL}${sdkPath(input)}\`,`);
  out.push('});', '');
  if (sdk.call === 'models.list') {
    out.push('for await (const model of client.models.list()) {');
    out.push('  console.log(model.id);');
    out.push('}');
    return out.join('\n');
  }
  let literal: string;
  if (transcription) {
    const file = scalarText(params.file ?? null, 'transcription: file');
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
