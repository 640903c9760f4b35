/**
 * Patch: each page's render and gatsby-plugin-react-helmet's read of react-helmet's state take turns.
 *
 * What it changes: our `replaceRenderer` (gatsby-ssr.tsx) renders the page synchronously with
 * renderToString instead of Gatsby's streaming renderer, after waiting for the previous page of the same
 * worker to reach `onRenderBody`. The turn ends in `onRenderBody`, where gatsby-plugin-react-helmet calls
 * `Helmet.renderStatic()`. So no other page can render between a page's render and that read.
 *
 * Why: react-helmet keeps the head in module-global state, written while a page renders and read (and
 * reset) by the plugin's `onRenderBody`. Gatsby renders two pages at once per worker, and between the two
 * hooks it awaits (`await apiRunnerAsync('replaceRenderer')`), so the other page could render in between
 * and a page got its neighbour's <title> (seen: /api/bot titled as /api/audio). Rendering synchronously is
 * also what lets Emotion's critical CSS be extracted for the page in one pass.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/static-entry.js awaits replaceRenderer, then calls
 * onRenderBody synchronously for every plugin, then onPreRenderHTML; dist/utils/worker/child/render-html.js
 * renders pages with Bluebird.map concurrency 2), react-helmet 6.1.0, gatsby-plugin-react-helmet 6.16.0.
 *
 * Check: while rendering, each failure throws PatchDidNotApply (through failPatch, _mismatchBuild.ts) and
 * fails the build: `endTurn` when
 * onRenderBody arrives for a page that is not the one rendering (the hook order changed), a page waiting
 * longer than TURN_TIMEOUT_MS for its turn (instead of hanging), and `checkOwnHead` (onPreRenderHTML)
 * unless the head holds exactly one <title> and it is the one this page's own render gave Helmet (read
 * from Helmet's state where react-helmet 6.1.0 keeps it: with the mismatch requested, nothing is found
 * there). After the build, every written page must have one <title> and a head naming the page itself
 * (checkOwnHeads, in src/node/postBuild.ts).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { failPatch } from './_mismatchBuild';
import { everyPage, mismatchRequested, PatchDidNotApply } from './_report';

export const PATCH = 'helmetPageTurn';

/**
 * The title in Helmet's state: on the server react-side-effect keeps it mapped for output (`title` has
 * toComponent()); where a DOM exists it is the plain string. `key` is where react-helmet keeps it.
 */
export function peekedTitle(state: unknown, key = 'title'): string | null {
  const title = (state as Record<string, unknown> | undefined)?.[key];
  if (typeof title === 'string') return title;
  const toComponent = (title as { toComponent?: () => unknown } | undefined)?.toComponent;
  return typeof toComponent === 'function' ? (titlesOf(toComponent.call(title))[0] ?? null) : null;
}

/** A render that has not reached onRenderBody within this time means the hook order changed. */
export const TURN_TIMEOUT_MS = 60_000;

interface Turn {
  pathname: string;
  release: () => void;
}

/**
 * The text of every <title> among head components (Helmet gives each one string child), however deeply
 * Gatsby and plugins nested their arrays.
 */
export function titlesOf(components: unknown): string[] {
  if (Array.isArray(components)) return components.flatMap(titlesOf);
  if (!isValidElement<{ children?: ReactNode }>(components) || components.type !== 'title') return [];
  const text = Children.toArray(components.props.children).map((c) =>
    typeof c === 'string' || typeof c === 'number' ? c : '',
  );
  return [text.join('')];
}

/**
 * The turns of one SSR worker. `helmet.peek()` is react-helmet's state after a render, read without resetting
 * it. `env` is for tests: in gatsby-ssr the mismatch is read as webpack inlined it (see mismatchRequested).
 */
export function createHelmetPageTurn(
  helmet: { peek(): unknown },
  { timeout = TURN_TIMEOUT_MS, env }: { timeout?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const titleKey = mismatchRequested(PATCH, env) ? 'title (mismatch requested)' : 'title';
  let queue: Promise<void> = Promise.resolve();
  let current: Turn | null = null;
  const expected = new Map<string, string | null>();

  function waitFor(previous: Promise<void>, pathname: string): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new PatchDidNotApply(
            PATCH,
            `${pathname} waited ${timeout} ms for ${current?.pathname ?? 'a page'} to reach onRenderBody: ` +
              'Gatsby no longer calls onRenderBody after replaceRenderer for each page',
          ),
        );
      }, timeout);
      timer.unref?.();
    });
    return Promise.race([previous, timedOut]).finally(() => clearTimeout(timer));
  }

  return {
    /**
     * Waits for this worker's previous page to reach onRenderBody, then runs `render` (which must be
     * synchronous) and remembers the <title> it gave Helmet. Call from replaceRenderer and return it.
     */
    async renderInTurn(pathname: string, render: () => void): Promise<void> {
      const previous = queue;
      let release!: () => void;
      queue = new Promise<void>((resolve) => (release = resolve));
      try {
        await waitFor(previous, pathname);
      } catch (error) {
        release();
        throw error;
      }
      current = { pathname, release };
      try {
        render();
        expected.set(pathname, peekedTitle(helmet.peek(), titleKey));
      } catch (error) {
        current = null;
        release();
        throw error;
      }
    },

    /** Call from onRenderBody: the page's head has been read; the next page may render. */
    endTurn(pathname: string) {
      if (!current || current.pathname !== pathname) {
        failPatch(
          new PatchDidNotApply(
            PATCH,
            `onRenderBody for ${pathname} while ${current ? current.pathname : 'no page'} was rendering: ` +
              "Gatsby no longer runs replaceRenderer then onRenderBody for one page at a time, so react-helmet could give this page another page's head",
          ),
          thrown,
          { env },
        );
        if (!current) return;
      }
      const { release } = current;
      current = null;
      release();
    },

    /**
     * Call from onPreRenderHTML with getHeadComponents(): exactly one <title>, and the one this page's
     * render gave Helmet (so gatsby-plugin-react-helmet wrote this page's head, not a neighbour's).
     */
    checkOwnHead(pathname: string, headComponents: unknown) {
      const wanted = expected.get(pathname);
      expected.delete(pathname);
      const titles = titlesOf(headComponents);
      if (titles.length !== 1 || wanted === undefined || titles[0] !== wanted) {
        failPatch(
          new PatchDidNotApply(
            PATCH,
            `${pathname}: the head has ${titles.length} <title> (${titles.map((t) => JSON.stringify(t)).join(', ') || 'none'}), ` +
              `its render gave Helmet ${wanted === undefined ? 'nothing (replaceRenderer did not run)' : wanted === null ? 'no title' : JSON.stringify(wanted)}. ` +
              'check that gatsby-plugin-react-helmet is in gatsby-config and that its onRenderBody still runs right after the render',
          ),
          thrown,
          { env },
        );
      }
    },
  };
}

/** How the SSR checks fail a real build: the page's render throws, and Gatsby fails the HTML stage with it. */
function thrown(error: PatchDidNotApply): never {
  throw error;
}

/** Gatsby's not-found page: noindex, so its head names no canonical URL. */
const NOT_FOUND = /^\/404(?:\/|\.html)?$/;

/**
 * The check on the built pages (see everyPage): each page's head has one <title> and is the page's own,
 * which its canonical link shows (Seo writes the page's URL there, from the same Helmet as the title);
 * the not-found page has none but `noindex`. A neighbour's head would name the neighbour.
 */
export function checkOwnHeads(origin: string) {
  const check = everyPage(PATCH, {
    applied: 'were rendered in turn: one <title> each, in a head naming the page itself',
    missing: 'do not have one <title> in a head whose canonical link names the page (or, the not-found page, noindex)',
  });
  const base = origin.replace(/\/$/, '');
  return {
    ...check,
    page(route: string, html: string) {
      const head = html.slice(0, html.indexOf('</head>'));
      const titles = head.match(/<title[\s>]/g)?.length ?? 0;
      const canonical = /<link[^>]* rel="canonical"[^>]* href="([^"]*)"/.exec(head)?.[1];
      const own = NOT_FOUND.test(route)
        ? canonical === undefined && /<meta[^>]* name="robots" content="noindex"/.test(head)
        : canonical === base + (route.replace(/\/$/, '') || '/');
      check.page(route, titles === 1 && own);
    },
  };
}
