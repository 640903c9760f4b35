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

/**
 * A check over the built pages, read one at a time: `page` records whether the patch took effect on a
 * page, `done()` returns the evidence (`N of N pages …`) or throws PatchDidNotApply naming the pages it
 * missed. `applied` says what every page shows; `missing` what a missed page lacks.
 */
export function everyPage(patch: string, { applied, missing }: { applied: string; missing: string }) {
  let pages = 0;
  const missed: string[] = [];
  return {
    patch,
    page(route: string, took: boolean) {
      pages++;
      if (!took) missed.push(route);
    },
    done(): string {
      if (!pages) throw new PatchDidNotApply(patch, 'no page was built');
      if (missed.length)
        throw new PatchDidNotApply(
          patch,
          `${missed.length} of ${pages} pages ${missing} (${missed.slice(0, 5).join(', ')})`,
        );
      return `${pages} of ${pages} pages ${applied}`;
    },
  };
}
