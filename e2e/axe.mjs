// axe-core at its strictest, shared by the e2e tests that check accessibility: every rule it has switched on
// (experimental, best-practice, AAA and deprecated ones included), nothing left to its defaults.
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

const require = createRequire(import.meta.url);
const axe = require('axe-core');

export const axeVersion = axe.version;

/** Every rule axe-core has, each switched on: nothing is left to axe's defaults. */
export const EVERY_RULE = Object.fromEntries(axe.getRules().map((r) => [r.ruleId, { enabled: true }]));

/**
 * axe with every rule on the page as it is now; each finding keeps where it was seen. axe runs inside
 * the page itself (legacy mode): the default mode finishes each run in a second page it opens and loads
 * axe into again, which doubled the sweep's CPU time for the same results (the site has no iframes).
 */
export async function strictAxe(page, where) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: EVERY_RULE, resultTypes: ['violations'], iframes: false })
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => ({ ...where, rule: v.id, impact: n.impact ?? v.impact, target: n.target.join(' '), help: v.help })));
}
