import fs from 'fs';
import path from 'path';

/** One document of content/, as the content tests see it. */
export interface ContentDocument {
  /** Path under content/, with forward slashes (`concepts/qa.mdx`). */
  file: string;
  /** Absolute path on disk. */
  absolutePath: string;
  /** The raw MDX source. */
  source: string;
}

/** Every file under `dir` whose name ends in one of `extensions`, sorted by path; dot-folders are skipped. */
export function listContentFiles(dir: string, extensions: string[]): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const abs = path.join(current, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(abs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found.sort();
}

/** Reads every .mdx document under `dir`. */
export function readContentDocuments(dir: string): ContentDocument[] {
  return listContentFiles(dir, ['.mdx']).map((absolutePath) => ({
    file: path.relative(dir, absolutePath).split(path.sep).join('/'),
    absolutePath,
    source: fs.readFileSync(absolutePath, 'utf8'),
  }));
}
