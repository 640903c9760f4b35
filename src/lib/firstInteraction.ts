/**
 * The reader's first interaction, as two scripts see it: the inline loader of the entry scripts
 * (src/patches/gatsbyPageScripts, part "entry after paint"), which runs before the site's code has come, and
 * the deferred code's schedule (src/browser/deferredCode.ts), which starts with that code. A reader who scrolls or
 * presses before then would otherwise go unheard: the loader records it on `window`, and the schedule
 * releases the deferred code at once when it finds the mark.
 */

/** The events that count as an interaction (a scroll only when it is the page's, not a box's). */
export const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** The `window` property the loader sets to 1 when the reader interacted before the code came. */
export const INTERACTED_EARLY = '__metisInteracted';
