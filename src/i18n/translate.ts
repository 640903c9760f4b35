import { fa, TranslationId } from './fa';

/**
 * The Persian string for an id, with `{name}` placeholders filled in. An unknown id is a programming
 * error caught by the type checker; at run time it falls back to the id so nothing renders empty.
 */
export function translate(id: TranslationId, values?: Record<string, string | number>): string {
  const message: string = fa[id] ?? id;
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
