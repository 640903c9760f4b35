/**
 * How the patches in this folder check that Gatsby still does what they were written against: each
 * exports `check(read)`, given a reader of files under node_modules, and throws when a premise no longer
 * holds. src/patches/patches.test.ts runs every check against the installed packages in `npm test`.
 */
export type ReadPackageFile = (pathInNodeModules: string) => string;

/** Throws naming the patch, the file and what was expected, when `pattern` is not in the file. */
export function expectSource(read: ReadPackageFile, patch: string, file: string, pattern: RegExp, premise: string): void {
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    throw new Error(`src/patches/${patch}: cannot read node_modules/${file} (${String(error)}); re-check the patch against the installed Gatsby.`);
  }
  if (!pattern.test(text)) {
    throw new Error(`src/patches/${patch} no longer applies: node_modules/${file} should ${premise} (checked against gatsby 5.16.1). Re-check the patch, or remove it if Gatsby now does this itself.`);
  }
}
