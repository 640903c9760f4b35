import path from 'path';

/** A file as build messages show it: relative to the project when inside it, absolute otherwise. */
export function displayPath(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') ? absolute : rel;
}
