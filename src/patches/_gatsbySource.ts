/**
 * How the patches that act in the browser (they reach into Gatsby's private browser runtime) check that
 * Gatsby still does what they were written against: each states its premises, a pattern that must be
 * found in a file of an installed package, and its `check(read)` verifies them all, given a reader of
 * files under node_modules. The build runs every check in the browser compilation (_browserBundle.ts), and
 * the tests beside each module run it against the installed packages.
 *
 * No fs here: the patch modules import this file and are bundled for the browser (their checks are
 * dropped there as unused, but the imports are still resolved).
 */
import { mismatchRequested, PatchDidNotApply } from './_report';

/** Reads a file given its path under node_modules (`gatsby/cache-dir/loader.js`). */
export type ReadPackageFile = (pathInNodeModules: string) => string;

/** Something a patch relies on: `pattern` is found in the installed `file`, which does what `does` says. */
export interface Premise {
  /** Path under node_modules. */
  file: string;
  pattern: RegExp;
  /** What the matched source does, completing "node_modules/FILE does not …". */
  does: string;
}

const NEVER = /(?!)/;

/** `gatsby` for `gatsby/cache-dir/x.js`, `@scope/name` for `@scope/name/dist/x.js`. */
export function packageOf(file: string): { name: string; rest: string } {
  const parts = file.split('/');
  const n = parts[0].startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, n).join('/'), rest: parts.slice(n).join('/') };
}

function version(read: ReadPackageFile, name: string): string {
  try {
    const { version } = JSON.parse(read(`${name}/package.json`)) as { version?: unknown };
    return typeof version === 'string' ? version : '(no version)';
  } catch {
    return '(unreadable package.json)';
  }
}

/** What `premises` found in the installed packages: the ones that no longer hold, and where they were read. */
function readPremises(
  read: ReadPackageFile,
  premises: Premise[],
  mismatch: boolean,
): { broken: string[]; evidence: string } {
  const broken: string[] = [];
  for (const { file, pattern, does } of premises) {
    let text: string;
    try {
      text = read(file);
    } catch (error) {
      broken.push(`node_modules/${file} cannot be read (${(error as Error).message})`);
      continue;
    }
    if (!(mismatch ? NEVER : pattern).test(text)) broken.push(`node_modules/${file} does not ${does}`);
  }
  const files = new Map<string, Set<string>>();
  for (const { file } of premises) {
    const { name, rest } = packageOf(file);
    files.set(name, (files.get(name) ?? new Set()).add(rest));
  }
  const where = [...files].map(([name, rest]) => `${name} ${version(read, name)} (${[...rest].join(', ')})`).join(', ');
  return {
    broken,
    evidence: `${premises.length} ${premises.length === 1 ? 'premise holds' : 'premises hold'} in ${where}`,
  };
}

/** One part of a patch module that patches one place in several ways: its name and its own premises. */
export interface PatchPart {
  part: string;
  premises: Premise[];
}

/**
 * A module of several parts: each part's premises are checked on their own, and the evidence says which
 * part holds (`routes: 4 premises hold in …; hover prefetch: 2 premises hold in …`). When any part's premise
 * no longer holds, throws PatchDidNotApply naming each broken premise with its part. The mismatch
 * (METIS_PATCH_MISMATCH) is the module's: every pattern of every part then matches nothing.
 */
export function checkParts(patch: string, read: ReadPackageFile, parts: PatchPart[], env?: NodeJS.ProcessEnv): string {
  if (!parts.length || parts.some((p) => !p.premises.length))
    throw new PatchDidNotApply(patch, 'a part states no premise to check');
  const mismatch = mismatchRequested(patch, env);
  const found = parts.map(({ part, premises }) => ({ part, ...readPremises(read, premises, mismatch) }));
  const broken = found.flatMap(({ part, broken }) => broken.map((b) => `${part}: ${b}`));
  if (broken.length) throw new PatchDidNotApply(patch, broken.join('; '));
  return found.map(({ part, evidence }) => `${part}: ${evidence}`).join('; ');
}
