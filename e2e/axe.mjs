// axe-core at its strictest, shared by the e2e tests that check accessibility: every rule it has switched on
// (experimental, best-practice, AAA and deprecated ones included), nothing left to its defaults.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axe = require('axe-core');

export const axeVersion = axe.version;

/** Every rule axe-core has, each switched on: nothing is left to axe's defaults. */
export const EVERY_RULE = Object.fromEntries(axe.getRules().map((r) => [r.ruleId, { enabled: true }]));

const OPTIONS = { rules: EVERY_RULE, resultTypes: ['violations'], iframes: false };

/**
 * axe with every rule on the page as it is now; each finding keeps where it was seen. axe runs inside the
 * page itself, as @axe-core/playwright's legacy mode runs it (the site has no iframes), but it is put into
 * each document once and then run for every view of it (a colour mode, a width): AxeBuilder evaluated its
 * 600 KB source twice per run, about a fifth of the strict sweep's CPU time. axe clears its caches after
 * every run, so each run sees the page as it is.
 */
export async function strictAxe(page, where) {
  const present = await page.evaluate((version) => window.axe?.version === version, axe.version);
  if (!present) {
    // The API operations far from the viewport skip their style and layout (content-visibility: auto, in
    // src/components/ApiOperation) until a reader scrolls near them: their controls have no boxes of their own
    // then, and axe's geometric rules (target-size) measured boxes no reader ever sees. axe sees every part
    // laid out, as each is when it is on the reader's screen.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.evaluate(axe.source);
  }
  const violations = await page
    .evaluate((options) => window.axe.run({ exclude: [], include: [] }, options).then((r) => r.violations), OPTIONS)
    .catch((error) => {
      throw new Error(`axe-core failed on ${where.route}: ${error.message}`);
    });
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({
      ...where,
      rule: v.id,
      impact: n.impact ?? v.impact,
      target: n.target.join(' '),
      help: v.help,
    })),
  );
}
