import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

/**
 * In `gatsby develop`, what an author must fix (a document that does not compile, a definition that does not
 * parse, a page that cannot be created) is shown in Gatsby's error overlay over the open page, with the file,
 * the line and the source around it, and goes away by itself once the file is fixed.
 *
 * Gatsby 5.16 has no public API for its overlay. Its own query errors reach it through the develop server's
 * websocket: `websocketManager.emitError(id, errors)` (gatsby/dist/utils/websocket-manager.js) sends them to
 * every open page, which shows them as "Unhandled GraphQL Error" with `filePath:line:column`, an "Open in
 * Editor" button and the text as a code frame (cache-dir/fast-refresh-overlay/components/graphql-errors.js),
 * and `emitError(id, null)` takes them away. This module is the one place that calls it. Should a Gatsby
 * upgrade move it, the develop server says so once, loudly, and the errors stay in the terminal;
 * e2e/develop.test.mjs fails on it (it waits for the overlay).
 */

export interface AuthorProblem {
  /** Absolute path of the file to fix. */
  file: string;
  line?: number;
  column?: number;
  /** The whole message, as the terminal prints it. */
  message: string;
}

interface OverlayChannel {
  emitError(id: string, errors: unknown[] | null): void;
}

const MODULE = 'gatsby/dist/utils/websocket-manager';

let channel: OverlayChannel | null | undefined;

/** Gatsby's websocket manager, or null (said once) when this Gatsby no longer has it where we look. */
function overlayChannel(warn: (message: string) => void): OverlayChannel | null {
  if (channel !== undefined) return channel;
  try {
    // Resolved from the project, as Gatsby itself is: the same module instance the develop server uses.
    const manager = (
      createRequire(path.join(process.cwd(), 'package.json'))(MODULE) as { websocketManager?: Partial<OverlayChannel> }
    ).websocketManager;
    if (typeof manager?.emitError !== 'function') throw new Error('it has no websocketManager.emitError');
    channel = manager as OverlayChannel;
  } catch (error) {
    channel = null;
    warn(
      `The error overlay is unavailable: ${MODULE} (gatsby 5.16) could not be used (${(error as Error).message}). ` +
        'Authoring errors are reported in this terminal only. Update src/node/developOverlay.ts for the installed gatsby.',
    );
  }
  return channel;
}

/** The first `path/to/file.ext:line[:column]` a message names (relative to the project, or absolute). */
export function locate(message: string, cwd = process.cwd()): Omit<AuthorProblem, 'message'> | null {
  const m = /(?:^|[\s(«"])((?:\/|\.{1,2}\/|[\w@-][\w.@-]*\/)[^\s:"»]*\.\w+):(\d+)(?::(\d+))?/.exec(message);
  if (!m) return null;
  return { file: path.resolve(cwd, m[1]), line: Number(m[2]), column: m[3] ? Number(m[3]) : undefined };
}

/** The lines around `line` of `source`, numbered, with a marker on the line and a caret under the column. */
export function codeFrame(source: string, line: number, column?: number, around = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    const gutter = ` ${String(n).padStart(width)} | `;
    out.push(`${n === line ? '>' : ' '}${gutter}${lines[n - 1]}`);
    if (n === line && column) out.push(` ${' '.repeat(width + 1)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** A problem in the shape Gatsby's overlay reads (the structured errors its query compiler sends). */
export function overlayError(problem: AuthorProblem, readSource: (file: string) => string | null = readIfExists) {
  const source = problem.line ? readSource(problem.file) : null;
  const frame = source !== null && problem.line ? `\n\n${codeFrame(source, problem.line, problem.column)}` : '';
  return {
    level: 'ERROR',
    code: 'metis-content',
    filePath: problem.file,
    location: problem.line ? { start: { line: problem.line, column: problem.column ?? 1 } } : undefined,
    error: { message: problem.message.split('\n')[0] },
    context: { sourceMessage: problem.message },
    text: problem.message + frame,
  };
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** What each key last showed, so an unchanged report is not sent again. */
const shown = new Map<string, string>();

/**
 * Shows `problems` under `key` in the overlay of every open page (replacing what the key showed before);
 * none clears the key. Keys are independent: a document's compile error and a page problem show together.
 */
export function showProblems(key: string, problems: AuthorProblem[], warn: (message: string) => void): void {
  const errors = problems.map((p) => overlayError(p));
  const text = JSON.stringify(errors);
  if ((shown.get(key) ?? '[]') === text) return;
  const overlay = overlayChannel(warn);
  if (!overlay) return;
  if (errors.length) shown.set(key, text);
  else shown.delete(key);
  overlay.emitError(`metis ${key}`, errors.length ? errors : null);
}

/** The problems of messages that name their file and line; `fallback` for one that does not. */
export function problemsOf(messages: string[], fallback: string): AuthorProblem[] {
  return messages.map((message) => ({ ...(locate(message) ?? { file: fallback }), message }));
}
