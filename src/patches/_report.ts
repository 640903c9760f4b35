/**
 * What every module in src/patches shares (see README.md there): the lines a build prints about a patch
 * and the one way a patch fails the build. The fixture test (e2e/patches.test.mjs) reads these lines, so
 * their wording is part of the contract.
 */

/** The message of a patch that did not apply; its start, `patch NAME did not apply:`, is the contract. */
export function didNotApply(patch: string, why: string): string {
  return `patch ${patch} did not apply: ${why}. What it patches has changed: see src/patches/README.md ("Upgrading").`;
}

/**
 * Thrown (or reported) when a patch found nothing to change: the build must not go on as if it had. Code
 * that runs in the browser throws a plain Error with the same message instead: a subclass of Error costs
 * Babel's wrapper for native classes in the bundle.
 */
export class PatchDidNotApply extends Error {
  constructor(
    readonly patch: string,
    why: string,
  ) {
    super(didNotApply(patch, why));
    this.name = 'PatchDidNotApply';
  }
}

/** `patch NAME: applied (EVIDENCE)`: printed once the patch has seen its change take effect. */
export function patchApplied(patch: string, evidence: string): void {
  console.log(`patch ${patch}: applied (${evidence})`);
}

/**
 * True when the build was asked to behave as if what this patch matches had changed
 * (`METIS_PATCH_MISMATCH=name,other` or `all`): the patch then matches nothing, so its check must fail the
 * build. Only the fixture test sets it. Without `env`, the variable is read as
 * `process.env.METIS_PATCH_MISMATCH` written out: Gatsby's webpack inlines that expression into the SSR
 * bundle, where `process.env` as a whole is an empty object.
 */
export function mismatchRequested(patch: string, env?: NodeJS.ProcessEnv): boolean {
  const value = env ? env.METIS_PATCH_MISMATCH : process.env.METIS_PATCH_MISMATCH;
  const names = (value ?? '').split(',').map((s) => s.trim());
  return names.includes('all') || names.includes(patch);
}

/** What a check over the built pages says every page shows (`applied`) and what a missed page lacks (`missing`). */
export interface PageWords {
  applied: string;
  missing: string;
}

/** Counts the pages a patch took effect on: `verdict()` is the evidence, or why it did not apply. */
function pageCount({ applied, missing }: PageWords) {
  let pages = 0;
  const missed: string[] = [];
  return {
    page: (route: string, took: boolean) => {
      pages++;
      if (!took) missed.push(route);
    },
    verdict: (): { evidence: string } | { why: string } => {
      if (!pages) return { why: 'no page was built' };
      if (missed.length)
        return { why: `${missed.length} of ${pages} pages ${missing} (${missed.slice(0, 5).join(', ')})` };
      return { evidence: `${pages} of ${pages} pages ${applied}` };
    },
  };
}

/**
 * A check over the built pages, read one at a time: `page` records whether the patch took effect on a
 * page, `done()` returns the evidence (`N of N pages …`) or throws PatchDidNotApply naming the pages it
 * missed.
 */
export function everyPage(patch: string, words: PageWords) {
  const count = pageCount(words);
  return {
    patch,
    page: count.page,
    done(): string {
      const verdict = count.verdict();
      if ('why' in verdict) throw new PatchDidNotApply(patch, verdict.why);
      return verdict.evidence;
    },
  };
}

/**
 * everyPage for a module that patches the pages in several ways (as checkParts in _gatsbySource.ts does for
 * premises): `page` records, for each part, whether it took effect on the page; `done()` returns each part's
 * evidence (`page path: 2 of 2 pages …; chunk map: 2 of 2 pages …`) or throws one PatchDidNotApply naming
 * every part that missed a page, with the pages.
 */
export function everyPageParts<Part extends string>(patch: string, parts: Record<Part, PageWords>) {
  const counts = (Object.entries(parts) as [Part, PageWords][]).map(([part, words]) => ({
    part,
    count: pageCount(words),
  }));
  return {
    patch,
    page(route: string, took: Record<Part, boolean>) {
      for (const { part, count } of counts) count.page(route, took[part]);
    },
    done(): string {
      const verdicts = counts.map(({ part, count }) => ({ part, verdict: count.verdict() }));
      const broken = verdicts.flatMap(({ part, verdict }) => ('why' in verdict ? [`${part}: ${verdict.why}`] : []));
      if (broken.length) throw new PatchDidNotApply(patch, broken.join('; '));
      return verdicts.map(({ part, verdict }) => `${part}: ${(verdict as { evidence: string }).evidence}`).join('; ');
    },
  };
}
