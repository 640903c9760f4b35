import fs from 'fs';
import path from 'path';
import { parseDocument } from 'yaml';
import { DefinitionPart, mergeParts } from './merge';
import type { OpenApiDocument } from './types';

/** The default place of the definition: the root document and its `paths/` and `components/` folders. */
export const DEFINITION_DIR = path.resolve('content/openapi');
export const ROOT_FILE = 'openapi.yaml';
const PART_DIRS = ['components', 'paths'];

/** Parses one YAML file; duplicate keys and syntax errors fail with the file and line. */
export function readYamlFile(file: string, shownAs = file): unknown {
  const doc = parseDocument(fs.readFileSync(file, 'utf8'), { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const where = e.linePos ? `:${e.linePos[0].line}:${e.linePos[0].col}` : '';
    throw new Error(`${shownAs}${where}: ${e.message.split('\n')[0]}`);
  }
  return doc.toJS({ maxAliasCount: -1 });
}

/** The files of the definition in a stable order: the root first, then parts by folder and name. */
export function definitionFiles(dir = DEFINITION_DIR): string[] {
  const parts = PART_DIRS.flatMap((sub) => {
    const abs = path.join(dir, sub);
    if (!fs.existsSync(abs)) return [];
    return fs
      .readdirSync(abs)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => path.join(abs, f));
  });
  return [path.join(dir, ROOT_FILE), ...parts];
}

/** Reads and merges the whole definition into one OpenAPI document. */
export function loadDefinition(dir = DEFINITION_DIR): OpenApiDocument {
  const [rootFile, ...partFiles] = definitionFiles(dir);
  const shown = (f: string) => path.relative(process.cwd(), f) || f;
  const root: DefinitionPart = { file: shown(rootFile), data: readYamlFile(rootFile, shown(rootFile)) };
  const parts = partFiles.map((f) => ({ file: shown(f), data: readYamlFile(f, shown(f)) }));
  return mergeParts(root, parts);
}
