import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** The code a document's node fields are derived from (onCreateNode and everything it reaches). */
export const FIELD_CODE_DIRS = ['src/node', 'src/lib', 'src/config', 'src/i18n'];

/**
 * A hash of the source of FIELD_CODE_DIRS under `root`. Gatsby keeps nodes across builds and calls
 * onCreateNode again only for files whose content changed; it starts afresh when a plugin changes, but
 * for the site itself it hashes only the root `gatsby-*` files, and ours re-export src/node. So a document
 * unchanged since a build made with older field code would keep that code's fields (or none, for a field
 * added since). Each document's fields record this hash; sourceNodes derives again those of any document
 * whose hash differs (refreshStaleDocuments).
 */
export function buildCodeVersion(root: string = process.cwd(), dirs: string[] = FIELD_CODE_DIRS): string {
  const hash = crypto.createHash('sha256');
  const files = dirs
    .map((dir) => path.join(root, dir))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((rel) => path.join(dir, rel)))
    .filter((file) => /\.(ts|tsx|json)$/.test(file) && !/\.test\.tsx?$/.test(file) && fs.statSync(file).isFile());
  for (const file of files.sort()) {
    hash.update(path.relative(root, file).replace(/\\/g, '/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let current: string | undefined;

/** buildCodeVersion of this project, computed once per process. */
export function currentBuildCodeVersion(): string {
  current ??= buildCodeVersion();
  return current;
}
