import type { GatsbyNode } from 'gatsby';
import { startMismatchBuild } from '../patches/_mismatchBuild';
import { verifyNoParcelOptimizer } from '../patches/noParcelOptimizer';

/**
 * The first hook of a build: no patch failure is left recorded from an earlier mismatch build
 * (src/patches/_mismatchBuild.ts), then `.parcelrc`'s patch checks the files Gatsby has just compiled.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  startMismatchBuild();
  verifyNoParcelOptimizer(reporter);
};
