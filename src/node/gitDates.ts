import { execFileSync } from 'child_process';
import path from 'path';

let cache: Map<string, string> | null = null;

/**
 * Last commit date of every file under a folder, from one `git log` call instead of one per document.
 * Files without history (new, or a build outside a checkout) have no date.
 */
export function lastCommitDate(absolutePath: string, dir: string): string | null {
  if (!cache) {
    cache = new Map();
    try {
      const git = (args: string[]) =>
        execFileSync('git', args, {
          cwd: dir,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      const top = git(['rev-parse', '--show-toplevel']).trim();
      const out = git(['log', '--format=@%cI', '--name-only', '--no-renames', '--', '.']);
      let current = '';
      for (const line of out.split('\n')) {
        if (line.startsWith('@')) current = line.slice(1);
        else if (line.trim() && current) {
          const abs = path.join(top, line.trim());
          if (!cache.has(abs)) cache.set(abs, current);
        }
      }
    } catch {
      // Not a git checkout: documents simply carry no date.
    }
  }
  return cache.get(absolutePath) ?? null;
}
