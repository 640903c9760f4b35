/** The frontmatter fields a document may carry, with the type each must have. */
export const FRONTMATTER_FIELDS = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  hide_table_of_contents: 'boolean',
  hide_sidebar: 'boolean',
  hide_title: 'boolean',
} as const;

type FieldName = keyof typeof FRONTMATTER_FIELDS;

const EXAMPLES: Record<FieldName, string> = {
  title: 'title: گفتگو با چت‌بات',
  description: 'description: یک جمله درباره‌ی این صفحه',
  sidebar_label: 'sidebar_label: نشست‌ها',
  sidebar_position: 'sidebar_position: 3',
  hide_table_of_contents: 'hide_table_of_contents: true',
  hide_sidebar: 'hide_sidebar: true',
  hide_title: 'hide_title: true',
};

/**
 * Checks a document's frontmatter; every problem comes back as a sentence that names the field, what was
 * found and the line to write instead, so the build error tells the author exactly what to fix.
 */
export function validateFrontmatter(frontmatter: Record<string, unknown> | null | undefined): string[] {
  const fm = frontmatter || {};
  const errors: string[] = [];
  if (typeof fm.title !== 'string' || fm.title.trim() === '') {
    errors.push(`missing required "title". Fix: add \`${EXAMPLES.title}\` to the frontmatter.`);
  }
  for (const [name, type] of Object.entries(FRONTMATTER_FIELDS) as Array<[FieldName, string]>) {
    const value = fm[name];
    if (value === undefined || value === null || (name === 'title' && typeof value !== 'string')) continue;
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value))) {
      errors.push(
        `"${name}" must be a ${type}, got ${JSON.stringify(value)} (${Array.isArray(value) ? 'array' : typeof value}). Fix: \`${EXAMPLES[name]}\`.`,
      );
    }
  }
  return errors;
}

/** Category files (`_category_.json`): label, position, collapsed. */
export function validateCategory(meta: unknown): string[] {
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    return ['must hold a JSON object. Fix: `{ "label": "مفاهیم", "position": 3, "collapsed": true }`.'];
  }
  const m = meta as Record<string, unknown>;
  const errors: string[] = [];
  const want: Record<string, string> = { label: 'string', position: 'number', collapsed: 'boolean' };
  for (const [k, type] of Object.entries(want)) {
    if (m[k] !== undefined && typeof m[k] !== type) {
      errors.push(`"${k}" must be a ${type}, got ${JSON.stringify(m[k])}.`);
    }
  }
  return errors;
}
