import type { OpenApiDocument } from './types';

/** One YAML file of the definition after parsing, with the file name kept for error messages. */
export interface DefinitionPart {
  file: string;
  data: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Joins the root document and the area files into one OpenAPI document. A part may only hold `paths`
 * and `components`; a path or a component declared in two files is an error naming both, so splitting
 * the definition can never silently drop or override anything.
 */
export function mergeParts(root: DefinitionPart, parts: DefinitionPart[]): OpenApiDocument {
  if (!isObject(root.data)) throw new Error(`${root.file}: the root of the definition must be a YAML mapping`);
  const doc = JSON.parse(JSON.stringify(root.data)) as Record<string, unknown>;
  const origin = new Map<string, string>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  const components = (isObject(doc.components) ? doc.components : {}) as Record<string, Record<string, unknown>>;
  for (const key of Object.keys(paths)) origin.set(`paths ${key}`, root.file);
  for (const [section, entries] of Object.entries(components)) {
    for (const key of Object.keys(entries ?? {})) origin.set(`components.${section} ${key}`, root.file);
  }

  const put = (target: Record<string, unknown>, key: string, value: unknown, label: string, file: string) => {
    const seen = origin.get(label);
    if (seen) throw new Error(`${file}: ${label.replace(' ', ' "')}" is already defined in ${seen}`);
    origin.set(label, file);
    target[key] = value;
  };

  for (const part of parts) {
    if (part.data == null) continue;
    if (!isObject(part.data)) throw new Error(`${part.file}: must be a YAML mapping with "paths" and/or "components"`);
    for (const key of Object.keys(part.data)) {
      if (key !== 'paths' && key !== 'components') {
        throw new Error(
          `${part.file}: unexpected top-level key "${key}"; a part file may only hold "paths" and "components"`,
        );
      }
    }
    const partPaths = part.data.paths;
    if (partPaths !== undefined) {
      if (!isObject(partPaths)) throw new Error(`${part.file}: "paths" must be a mapping`);
      for (const [key, value] of Object.entries(partPaths)) put(paths, key, value, `paths ${key}`, part.file);
    }
    const partComponents = part.data.components;
    if (partComponents !== undefined) {
      if (!isObject(partComponents)) throw new Error(`${part.file}: "components" must be a mapping`);
      for (const [section, entries] of Object.entries(partComponents)) {
        if (!isObject(entries)) throw new Error(`${part.file}: "components.${section}" must be a mapping`);
        components[section] = components[section] ?? {};
        for (const [key, value] of Object.entries(entries)) {
          put(components[section], key, value, `components.${section} ${key}`, part.file);
        }
      }
    }
  }
  // Files are read in a fixed order (load.ts), so paths keep the order authors wrote them in.
  doc.paths = paths;
  doc.components = components;
  return doc as unknown as OpenApiDocument;
}
