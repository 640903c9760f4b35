import type { Json } from './types';

/**
 * A parameter's example as the text that goes into a URL, a header or a form field. Parameters in the
 * path, the query, headers and form fields are scalars; an object or a list there is a mistake in the
 * definition, named with `where` so the author can find it.
 */
export function scalarText(value: Json, where: string): string {
  if (value !== null && typeof value === 'object')
    throw new Error(
      `${where}: the example must be a string, number or boolean, not ${Array.isArray(value) ? 'a list' : 'an object'}`,
    );
  return String(value);
}
