/**
 * What the sample runner does with each sample a reader sees: which program runs it (bash, python, node,
 * or the runner itself sending a request body), or why it is not run. Pure: the executor in
 * tools/samples/ spawns the programs.
 */
import type { FenceUse } from '../../../src/lib/documentModel';

/**
 * A code fence a reader sees on one MDX page, as the runner needs it: language, title, the code itself and
 * where it is (file and line). Fences inside admonitions and tabs count; a fence inside a longer fence
 * (```` ```md ```` showing MDX source) is part of that fence's text, not a sample.
 */
export interface Fence {
  /** Content file, relative to the project (e.g. `content/workflow.mdx`). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Language as written, without highlighted lines (`python`, `bash`, `json` …); empty when none. */
  lang: string;
  /** `title="…"` of the fence, or empty. */
  title: string;
  /** The fence's meta after the language, as written (`title="relay.py" server`). */
  meta: string;
  code: string;
}

/**
 * The fences of a document (its model's, src/node/documentModel.ts) as samples of the file `file`. The site
 * reads fence meta the same way: `python{3-5}` → `python`; `title="a b"` or `title='a'` → `a b`.
 */
export function extractFences(uses: FenceUse[], file: string): Fence[] {
  return uses.map(({ line, lang, meta, code }) => {
    const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta || '');
    const language = (lang || '').trim().replace(/\{[\d,\s-]*\}$/, '');
    return { file, line, lang: language, title: title ? (title[1] ?? title[2]) : '', meta, code };
  });
}

/** The rows of the runner's report, in print order. */
export const LANGUAGES = ['curl', 'python', 'javascript', 'json', 'http', 'other'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  curl: 'cURL / bash',
  python: 'Python',
  javascript: 'JavaScript',
  json: 'JSON request bodies',
  http: 'HTTP requests',
  other: 'Other fences',
};

/** bash, python and node run programs; `request` means the runner sends the fence itself to the mock. */
export type Runner = 'bash' | 'python' | 'node' | 'request';

export interface RequestSpec {
  method: string;
  /** Path as written; `{name}` placeholders are filled from the id variables. */
  path: string;
  headers: Array<[string, string]>;
  body?: string;
}

export interface Sample {
  /** `content/workflow.mdx:34` for a fence, `createBot/supportBot/python` for a generated sample. */
  id: string;
  origin: 'fence' | 'generated';
  language: Language;
  runner: Runner | null;
  code: string;
  /** Fences: the page whose fences of one runner run as one sequence, in page order. */
  page?: string;
  /** Why the sample is not run (non-code fences); the runner adds reasons found at run time. */
  skip?: string;
  request?: RequestSpec;
  /**
   * A server program (`server` in the fence meta, e.g. a relay): the runner starts it on its own with `PORT`
   * set, sends it `trial` (the page's next `http` request fence) and stops it.
   */
  server?: boolean;
  trial?: RequestSpec;
}

const RUNNERS: Record<string, { language: Language; runner: Runner }> = {
  bash: { language: 'curl', runner: 'bash' },
  sh: { language: 'curl', runner: 'bash' },
  shell: { language: 'curl', runner: 'bash' },
  python: { language: 'python', runner: 'python' },
  py: { language: 'python', runner: 'python' },
  javascript: { language: 'javascript', runner: 'node' },
  js: { language: 'javascript', runner: 'node' },
  mjs: { language: 'javascript', runner: 'node' },
};

const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)(?:\s.*)?$/;

/** The first lines of an `http` fence: request line, headers, blank line, body. Null when it is not a request. */
export function parseHttpFence(code: string): RequestSpec | null {
  const [head, ...rest] = code.split('\n');
  const m = REQUEST_LINE.exec(head.trim());
  if (!m) return null;
  const headers: Array<[string, string]> = [];
  let i = 0;
  for (; i < rest.length && rest[i].trim() !== ''; i++) {
    const h = /^([\w-]+):\s*(.*)$/.exec(rest[i]);
    if (h) headers.push([h[1], h[2]]);
  }
  const body = rest
    .slice(i + 1)
    .join('\n')
    .trim();
  return { method: m[1], path: m[2], headers, body: body || undefined };
}

/** How one fence is handled. */
export function planFence(fence: Fence): Sample {
  const id = `${fence.file}:${fence.line}`;
  const lang = fence.lang.toLowerCase();
  const base = { id, origin: 'fence' as const, code: fence.code, page: fence.file };
  const run = RUNNERS[lang];
  if (run) return { ...base, ...run, ...(/(?:^|\s)server(?:\s|$)/.test(fence.meta) ? { server: true } : {}) };
  if (lang === 'json') {
    const m = REQUEST_LINE.exec(fence.title.trim());
    const request = m ? { method: m[1], path: m[2], headers: [], body: fence.code } : undefined;
    if (request) return { ...base, language: 'json', runner: 'request', request };
    const skip = 'a response or settings excerpt to read, not a request body (its title names no METHOD /path)';
    return { ...base, language: 'json', runner: null, skip };
  }
  if (lang === 'http') {
    const request = parseHttpFence(fence.code);
    if (request) return { ...base, language: 'http', runner: 'request', request };
    return { ...base, language: 'http', runner: null, skip: 'header lines to read, not a whole request' };
  }
  if (['text', 'plaintext', 'txt', ''].includes(lang))
    return { ...base, language: 'other', runner: null, skip: 'text: output, a key shape or a formula, not code' };
  if (['md', 'mdx', 'markdown'].includes(lang))
    return { ...base, language: 'other', runner: null, skip: 'MDX source shown to authors, not a request' };
  return { ...base, language: 'other', runner: null, skip: `language "${fence.lang}" is not run` };
}

/** Top-level Python modules a program imports (`from a.b import c` → `a`). */
export function pythonImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /^\s*(?:from\s+([A-Za-z_][\w]*)[\w.]*\s+import\b|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))/gm,
  )) {
    if (m[1]) found.add(m[1]);
    else for (const name of m[2].split(',')) found.add(name.trim().split('.')[0]);
  }
  return [...found];
}

const HOST = /https?:\/\/api\.(?:metisai\.ir|tapsage\.com)(\/[^\s"'`)]*)?/g;
// The forms the samples' convention allows: the host only as the default of METIS_BASE_URL, or assigned to it.
const ALLOWED_HOST_FORMS = [
  /\$\{METIS_BASE_URL:-https:\/\/api\.metisai\.ir\}/g,
  /os\.environ\.get\(\s*["']METIS_BASE_URL["']\s*,\s*["']https:\/\/api\.metisai\.ir["']\s*\)/g,
  /process\.env\.METIS_BASE_URL\s*\?\?\s*["']https:\/\/api\.metisai\.ir["']/g,
  /METIS_BASE_URL=["']?https:\/\/api\.(?:metisai\.ir|tapsage\.com)["']?/g,
];
// How each language reads METIS_BASE_URL without its default.
const READ_WITHOUT_DEFAULT: Partial<Record<Language, RegExp>> = {
  curl: /\$(?:METIS_BASE_URL\b|\{METIS_BASE_URL\})/,
  python: /os\.environ\[\s*["']METIS_BASE_URL["']\s*\]|getenv\(\s*["']METIS_BASE_URL["']\s*\)/,
  javascript: /process\.env\.METIS_BASE_URL(?!\s*\?\?)/,
};
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/**
 * What breaks the samples' convention (TEAM.md): the host comes from METIS_BASE_URL with its default, ids
 * are variables. A file's own public URL (storage `…/api/tpsgsbxstoragecontainer/…`) is data, not a host.
 */
export function conventionProblems(code: string, language: Language): string[] {
  const problems: string[] = [];
  let rest = code;
  for (const form of ALLOWED_HOST_FORMS) rest = rest.replace(form, '');
  for (const m of rest.matchAll(HOST)) {
    if ((m[1] ?? '').startsWith('/api/tpsgsbxstoragecontainer/')) continue;
    problems.push(`calls the fixed host ${m[0]} instead of METIS_BASE_URL (default https://api.metisai.ir)`);
    break;
  }
  if (READ_WITHOUT_DEFAULT[language]?.test(rest))
    problems.push('reads METIS_BASE_URL without the default https://api.metisai.ir');
  const uuid = UUID.exec(code);
  if (uuid) problems.push(`holds the literal id ${uuid[0]}; ids are variables set from the response that returns them`);
  return problems;
}

/**
 * Pairs each server fence of one page with the request a client sends it: the first `http` request fence
 * after it. That fence is the server's trial, sent to the running server instead of the mock, so it leaves
 * the list of samples; a server with no such fence after it is reported.
 */
export function pairServers(samples: Sample[]): Sample[] {
  const used = new Set<Sample>();
  const out = samples.map((s, i) => {
    if (!s.server) return s;
    const trial = samples.slice(i + 1).find((x) => x.page === s.page && x.language === 'http' && x.request);
    if (trial) used.add(trial);
    return { ...s, trial: trial?.request };
  });
  return out.filter((s) => !used.has(s));
}
