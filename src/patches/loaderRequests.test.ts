import { createRequestBudget } from '../lib/requestPolicy';
import { readInstalled } from './_browserBundle';
import { setUpGatsbyLoader, site } from './_gatsbyLoaderFixture';
import { check, guardLoaderRequests } from './loaderRequests';
import { loadRoute } from './routeLoader';

const PAGE = '/page-data/api/session/page-data.json';
const APP = '/page-data/app-data.json';

let network: ReturnType<typeof setUpGatsbyLoader>;
const count = (url: string) => network.requested.filter((u) => u === url).length;

/** Gatsby's real loader over the fake network, its requests shaped by the patch (no jitter, short waits). */
function guarded({ stallMs = 8000 } = {}) {
  network = setUpGatsbyLoader();
  guardLoaderRequests({
    XHR: window.XMLHttpRequest as unknown as { prototype: XMLHttpRequest },
    budget: createRequestBudget({ random: () => 0.5 }),
    stallMs,
  });
}

describe('loaderRequests, over Gatsby’s loader', () => {
  it('a route that loads: one request for each file', async () => {
    guarded();
    expect(await loadRoute('/api/session')).toBe('loaded');
    expect(network.requested).toEqual([APP, PAGE]);
  });

  it('page data answered 500: asked twice (one retry after a backoff), never the 500 page’s data, and failed', async () => {
    guarded();
    network.answer = site('build-1', { [PAGE]: { status: 500 } });
    const started = Date.now();
    expect(await loadRoute('/api/session')).toBe('failed');
    expect(count(PAGE)).toBe(2);
    expect(network.requested.some((u) => u.includes('/500.html/'))).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('without the patch, the same 500 has Gatsby ask for the 500 page’s data (what the patch pre-empts)', async () => {
    network = setUpGatsbyLoader();
    network.answer = site('build-1', { [PAGE]: { status: 500 }, '/page-data/500.html/page-data.json': { status: 404 } });
    expect(await loadRoute('/api/session')).toBe('failed');
    expect(network.requested).toContain('/page-data/500.html/page-data.json');
  });

  it.each([502, 503, 504, 0])('page data answered %i: asked twice, and failed', async (status) => {
    guarded();
    network.answer = site('build-1', { [PAGE]: { status } });
    expect(await loadRoute('/api/session')).toBe('failed');
    expect(count(PAGE)).toBe(2);
  });

  it('a 200 whose body is not JSON (cut short, or a proxy’s HTML page): asked twice, no detour to the 404 page', async () => {
    guarded();
    network.answer = site('build-1', { [PAGE]: { status: 200, raw: '{"componentChunkName":"compo' } });
    expect(await loadRoute('/api/session')).toBe('failed');
    expect(count(PAGE)).toBe(2);
    expect(network.requested.some((u) => u.includes('/404.html/'))).toBe(false);
  });

  it('a 404 is an answer: not retried, and Gatsby looks for its not-found page as it always does', async () => {
    guarded();
    network.answer = site('build-1', { [PAGE]: { status: 404 } });
    await loadRoute('/api/session');
    expect(count(PAGE)).toBe(1);
    expect(network.requested).toContain('/page-data/404.html/page-data.json');
  });

  it('app data answered 500: asked twice, then answered from memory: the next routes cost it nothing', async () => {
    guarded();
    network.answer = site('build-1', { [APP]: { status: 500 } });
    expect(await loadRoute('/api/session')).toBe('noAppData');
    expect(count(APP)).toBe(2);
    expect(await loadRoute('/api/bot')).toBe('noAppData');
    expect(await loadRoute('/pricing')).toBe('noAppData');
    expect(count(APP)).toBe(2);
  });

  it('a request with no answer is given up after the stall time, and not asked again', async () => {
    guarded({ stallMs: 50 });
    network.answer = site('build-1', { [PAGE]: { status: 0, hang: true } });
    expect(await loadRoute('/api/session')).toBe('failed');
    expect(count(PAGE)).toBe(1);
  });

  it('holds in the installed Gatsby', () => {
    expect(check(readInstalled())).toMatch(/^4 premises hold in gatsby 5\.16\.1 \(cache-dir\/loader\.js\)$/);
  });

  it('fails naming itself when what it patches has changed', () => {
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'loaderRequests' })).toThrow(/^patch loaderRequests did not apply: /);
  });
});
