import { render } from '@testing-library/react';
import { INTERACTED_EARLY } from '../lib/firstInteraction';
import { PatchDidNotApply } from './_report';
import {
  EMPTY_CHUNK_MAPPING,
  emptyChunkMapping,
  entryAfterPaint,
  entryLoader,
  ENTRY_FALLBACK_MS,
  gatsbyPageScripts,
  PAGE_PATH_SCRIPT,
  samePageScripts,
} from './gatsbyPageScripts';

/** Gatsby's post-body scripts, as static-entry.js hands them to onPreRenderHTML. */
const gatsbyScripts = (path: string) => [
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="${path}";/*]]>*/` }}
  />,
  <script key="other" dangerouslySetInnerHTML={{ __html: 'window.___webpackCompilationHash="abc";' }} />,
];

const ENTRY_FILES = [
  '/webpack-runtime-0123456789abcdef0123.js',
  '/framework-0123456789abcdef0123.js',
  '/app-0123456789abcdef0123.js',
];
const entryScripts = ENTRY_FILES.map((f) => `<script src="${f}" async></script>`).join('');

/** The `_gatsby-scripts` slice as Gatsby stitches it into every page. */
const slice = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/component---a-2.js\\"]}";
          </script><script>window.___webpackCompilationHash="abc";</script>${entryScripts}`;

/** A page as Gatsby writes it, its post-body scripts through onPreRenderHTML with `env`. */
const builtPage = (path: string, env = {}) =>
  `<html><head></head><body>${render(<>{samePageScripts(gatsbyScripts(path), env)}</>).container.innerHTML}${slice}</body></html>`;

describe('part "page path"', () => {
  function scriptsOf(path: string) {
    const { container } = render(<>{samePageScripts(gatsbyScripts(path))}</>);
    return [...container.querySelectorAll('script')].map((s) => ({
      id: s.id,
      path: s.getAttribute('data-page-path'),
      text: s.textContent,
    }));
  }

  it('gives every page the same inline script text, with its own path in a data attribute', () => {
    const a = scriptsOf('/concepts/corpora');
    const b = scriptsOf('/api/session');
    expect(a.map((s) => s.text)).toEqual(b.map((s) => s.text));
    expect(a[0]).toEqual({ id: 'gatsby-script-loader', path: '/concepts/corpora', text: PAGE_PATH_SCRIPT });
    expect(a[1].text).toBe('window.___webpackCompilationHash="abc";');
  });

  it('the path script sets window.pagePath from its own attribute when the browser runs it', () => {
    document.body.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute('data-page-path', '/پ');
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    new Function(PAGE_PATH_SCRIPT)();
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/پ');
  });

  it('leaves a script it does not recognise as it is', () => {
    const odd = (
      <script key="x" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.somethingElse=1;' }} />
    );
    expect(samePageScripts([odd])[0]).toBe(odd);
  });
});

describe('part "chunk map"', () => {
  it('empties the chunk map, whatever it listed, and leaves the rest of the page alone', () => {
    const out = emptyChunkMapping(`<body><main>x</main>${slice}</body>`, {});
    expect(out).toContain(EMPTY_CHUNK_MAPPING);
    expect(out).not.toContain('component---a');
    expect(out).toContain('<main>x</main>');
    expect(out).toContain('window.___webpackCompilationHash="abc";');
    // The older object form too.
    expect(
      emptyChunkMapping('<script>/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"]};/*]]>*/</script>', {}),
    ).toBe(`<script>/*<![CDATA[*/${EMPTY_CHUNK_MAPPING}/*]]>*/</script>`);
  });
});

describe('part "entry after paint"', () => {
  it("replaces Gatsby's three entry scripts with one loader where the first stood, and nothing else", () => {
    const out = entryAfterPaint(`<body><main>x</main>${slice}<!-- end --></body>`, {});
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(
      `window.___webpackCompilationHash="abc";</script><script>${entryLoader(ENTRY_FILES)}</script><!-- end -->`,
    );
    // Another set of scripts (a slice without them, or Gatsby writing others) is left as it is.
    const odd = '<script src="/app-0123456789abcdef0123.js" async></script>';
    expect(entryAfterPaint(odd, {})).toBe(odd);
  });

  it('adds the scripts, in order, after the first contentful paint; in a hidden tab at once; else after a second', () => {
    jest.useFakeTimers();
    const added = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    const run = () => new Function(entryLoader(ENTRY_FILES))() as void;
    let report: (list: { getEntries: () => { name: string }[] }) => void = () => undefined;
    const observe = jest.fn();
    const Observer = jest.fn((callback: typeof report) => ((report = callback), { observe }));
    Object.assign(window, { PerformanceObserver: Observer });
    run();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    report({ getEntries: () => [{ name: 'first-paint' }] });
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    report({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(ENTRY_FILES);
    // Once only: the fallback finds them added.
    jest.advanceTimersByTime(ENTRY_FALLBACK_MS);
    expect(added()).toEqual(ENTRY_FILES);

    document.body.innerHTML = '';
    Object.assign(window, { PerformanceObserver: undefined });
    run();
    jest.advanceTimersByTime(ENTRY_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(ENTRY_FILES);

    document.body.innerHTML = '';
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(added()).toEqual(ENTRY_FILES);
    hidden.mockRestore();
    jest.useRealTimers();
  });

  it("adds them at a reader's first interaction, marking it for the deferred code; a box's scroll is none", () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="box"></div>';
    const added = () => document.body.querySelectorAll('script[src]').length;
    const interactedEarly = () => (window as unknown as Record<string, unknown>)[INTERACTED_EARLY] === 1;
    Object.assign(window, { PerformanceObserver: undefined });
    new Function(entryLoader(ENTRY_FILES))();
    document.getElementById('box')!.dispatchEvent(new Event('scroll'));
    expect(added()).toBe(0);
    expect(interactedEarly()).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    expect(added()).toBe(3);
    expect(interactedEarly()).toBe(true);
    // Once only, and the listeners are gone.
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(ENTRY_FALLBACK_MS);
    expect(added()).toBe(3);
    jest.useRealTimers();
  });
});

describe('the check on the built pages', () => {
  it('rewrites each page and gives the evidence of each part', () => {
    const run = gatsbyPageScripts({});
    expect(run.page('/', builtPage('/'))).toContain(EMPTY_CHUNK_MAPPING);
    const next = run.page('/api/session', builtPage('/api/session'));
    expect(next).not.toContain('component---a');
    expect(next).toContain(`data-page-path="/api/session">${PAGE_PATH_SCRIPT}</script>`);
    expect(run.done()).toBe(
      'page path: 2 of 2 pages share one pagePath script; chunk map: 2 of 2 pages carry an empty chunk map; ' +
        'entry after paint: 2 of 2 pages add the entry scripts after the first paint',
    );
  });

  it('names the part that missed a page: Gatsby changed the path script', () => {
    const run = gatsbyPageScripts({});
    run.page('/', builtPage('/'));
    run.page('/api/session', builtPage('/api/session').replace(`>${PAGE_PATH_SCRIPT}<`, '>window.pagePath="/x";<'));
    expect(() => run.done()).toThrow(PatchDidNotApply);
    expect(() => run.done()).toThrow(
      /^patch gatsbyPageScripts did not apply: page path: 1 of 2 pages still carry their own pagePath script \(\/api\/session\)\. /,
    );
  });

  it('names the part that missed a page: Gatsby wrote the chunk map differently, or none', () => {
    const run = gatsbyPageScripts({});
    run.page('/', builtPage('/'));
    run.page('/other', builtPage('/other').replace('window.___chunkMapping=', 'self.___chunkMapping='));
    expect(() => run.done()).toThrow(
      /^patch gatsbyPageScripts did not apply: chunk map: 1 of 2 pages kept or lacked window\.___chunkMapping \(\/other\)\. /,
    );
    expect(() => gatsbyPageScripts({}).done()).toThrow(
      /page path: no page was built; chunk map: no page was built; entry after paint: no page was built/,
    );
  });

  it('fails both parts, naming itself, when its mismatch is requested, and only its own', () => {
    const env = { METIS_PATCH_MISMATCH: 'gatsbyPageScripts' };
    const run = gatsbyPageScripts(env);
    const page = builtPage('/', env);
    expect(run.page('/', page)).toBe(page);
    expect(() => run.done()).toThrow(
      /^patch gatsbyPageScripts did not apply: page path: 1 of 1 pages still carry their own pagePath script \(\/\); chunk map: 1 of 1 pages kept or lacked window\.___chunkMapping \(\/\); entry after paint: 1 of 1 pages still load Gatsby's entry scripts from the parser, or lack them \(\/\)\. /,
    );
    const other = { METIS_PATCH_MISMATCH: 'helmetPageTurn' };
    const unaffected = gatsbyPageScripts(other);
    unaffected.page('/', builtPage('/', other));
    expect(unaffected.done()).toMatch(/^page path: 1 of 1 pages/);
  });
});
