import type { Json } from './types';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JSON text as the samples show it: two-space indent, non-ASCII kept readable. */
export function toJson(value: Json, indent = 2): string {
  return JSON.stringify(value, null, indent);
}

/** A Python literal for a JSON value (True/False/None), indented like `json.dumps(indent=4)`. */
export function toPython(value: Json, level = 0, indent = 4): string {
  const pad = (n: number) => ' '.repeat(n * indent);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length <= 60) {
      return `[${value.map((v) => toPython(v)).join(', ')}]`;
    }
    return `[\n${value.map((v) => `${pad(level + 1)}${toPython(v, level + 1, indent)}`).join(',\n')},\n${pad(level)}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad(level + 1)}${JSON.stringify(k)}: ${toPython(v, level + 1, indent)}`).join(',\n')},\n${pad(level)}}`;
}

/** A JavaScript object literal: identifier keys unquoted, two-space indent, trailing commas. */
export function toJs(value: Json, level = 0, indent = 2): string {
  const pad = (n: number) => ' '.repeat(n * indent);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object') && JSON.stringify(value).length <= 60) {
      return `[${value.map((v) => toJs(v)).join(', ')}]`;
    }
    return `[\n${value.map((v) => `${pad(level + 1)}${toJs(v, level + 1, indent)}`).join(',\n')},\n${pad(level)}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  const key = (k: string) => (IDENTIFIER.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${pad(level + 1)}${key(k)}: ${toJs(v, level + 1, indent)}`).join(',\n')},\n${pad(level)}}`;
}

/** Python keyword arguments (`model="x",\n    messages=[...]`) for an SDK call, one per line. */
export function toPythonKwargs(value: Record<string, Json>, level = 1, indent = 4): string {
  const pad = ' '.repeat(level * indent);
  return Object.entries(value)
    .map(([k, v]) => `${pad}${k}=${toPython(v, level, indent)},`)
    .join('\n');
}

/** A string in POSIX single quotes, safe for any content (`'` becomes `'\''`). */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
