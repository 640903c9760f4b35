import fs from 'fs';
import path from 'path';
import { parseDocument } from 'yaml';
import { DefinitionPart, mergeParts } from '../lib/openapi/merge';
import type { OpenApiDocument } from '../lib/openapi/types';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';

/**
 * The one loader of the OpenAPI definition: content/openapi/ (or DOCS_CONTENT_DIR's openapi/ folder), the
 * root document and its `paths/` and `components/` folders, merged into one document. The build turns its
 * result into nodes (src/node/apiReference.ts); everything else reads those nodes.
 */
export const ROOT_FILE = 'openapi.yaml';
const PART_DIRS = ['components', 'paths'];

/** Where the definition lives: it belongs to the content. */
export function definitionDir(): string {
  return path.join(contentDir, 'openapi');
}

/** Whether the content has a definition at all (fixture and benchmark content may have none). */
export function hasDefinition(dir = definitionDir()): boolean {
  return fs.existsSync(path.join(dir, ROOT_FILE));
}

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
export function definitionFiles(dir = definitionDir()): string[] {
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

const parsed = new Map<string, { stamp: string; data: unknown }>();

/**
 * One file of the definition, parsed again only when it changed (`gatsby develop` reads the definition
 * after every edit of one of its files); a copy, so that nothing done with the merged document reaches
 * the next one.
 */
function readPart(file: string): unknown {
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  let hit = parsed.get(file);
  if (!hit || hit.stamp !== stamp) {
    hit = { stamp, data: readYamlFile(file, displayPath(file)) };
    parsed.set(file, hit);
  }
  return structuredClone(hit.data);
}

/** Reads and merges the whole definition into one OpenAPI document. */
export function loadDefinition(dir = definitionDir()): OpenApiDocument {
  const [rootFile, ...partFiles] = definitionFiles(dir);
  const root: DefinitionPart = { file: displayPath(rootFile), data: readPart(rootFile) };
  const parts = partFiles.map((f) => ({ file: displayPath(f), data: readPart(f) }));
  return mergeParts(root, parts);
}

let cache: { key: string; doc: OpenApiDocument } | null = null;

/** The definition's files and their modification times: changes when a file is edited, added or removed. */
export function definitionVersion(dir = definitionDir()): string {
  if (!hasDefinition(dir)) return '';
  return definitionFiles(dir)
    .map((f) => `${f}:${fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0}`)
    .join('|');
}

/**
 * The merged definition, read again only when one of its files changed (so `gatsby develop` picks edits
 * up). Sourcing reads it, and so does the remark step that heads each <ApiOperation> with its summary,
 * which runs while documents compile and has no access to nodes.
 */
export function getDefinition(dir = definitionDir()): OpenApiDocument {
  const key = definitionVersion(dir);
  if (!cache || cache.key !== key) cache = { key, doc: loadDefinition(dir) };
  return cache.doc;
}
