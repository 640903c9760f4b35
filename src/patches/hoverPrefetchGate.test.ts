import { readInstalled } from './_browserBundle';
import { setUpGatsbyLoader, settle } from './_gatsbyLoaderFixture';
import { check, gateHoverPrefetch } from './hoverPrefetchGate';

let network: ReturnType<typeof setUpGatsbyLoader>;
beforeAll(() => {
  network = setUpGatsbyLoader();
  expect(gateHoverPrefetch()).toBe(true);
  expect(gateHoverPrefetch()).toBe(true); // once only
});
afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
  jest.restoreAllMocks();
});

/** What gatsby-link's onMouseEnter does; the page data requests it caused. */
async function hover(route: string): Promise<string[]> {
  network.requested.length = 0;
  window.___loader!.hovering(route);
  await settle();
  return network.requested.filter((url) => url.endsWith('/page-data.json'));
}

it('loads the hovered route on a connection that allows it (or says nothing)', async () => {
  expect(await hover('/a')).toEqual(['/page-data/a/page-data.json']);
  Object.assign(navigator, { connection: { effectiveType: '4g', saveData: false } });
  expect(await hover('/b')).toEqual(['/page-data/b/page-data.json']);
});

it('skips 2g, data saver and offline', async () => {
  Object.assign(navigator, { connection: { effectiveType: 'slow-2g' } });
  expect(await hover('/c')).toEqual([]);
  Object.assign(navigator, { connection: { effectiveType: '4g', saveData: true } });
  expect(await hover('/d')).toEqual([]);
  delete (navigator as { connection?: unknown }).connection;
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await hover('/e')).toEqual([]);
});

describe('check', () => {
  it('holds in the installed Gatsby and gatsby-link', () => {
    expect(check(readInstalled(), {})).toMatch(/^2 premises hold in gatsby 5\.16\.\d+ \(cache-dir\/loader\.js\), gatsby-link 5\.16\.\d+ \(dist\/index\.modern\.mjs\)$/);
  });

  it('fails naming the patch when gatsby-link no longer calls hovering, or when the mismatch is requested', () => {
    const link = readInstalled()('gatsby-link/dist/index.modern.mjs');
    const changed = (file: string) => (file.startsWith('gatsby-link/dist/') ? link.replace('___loader.hovering(', '___loader.prefetch(') : readInstalled()(file));
    expect(() => check(changed, {})).toThrow(/^patch hoverPrefetchGate did not apply: node_modules\/gatsby-link\/dist\/index\.modern\.mjs does not call ___loader\.hovering/);
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'hoverPrefetchGate' })).toThrow(/^patch hoverPrefetchGate did not apply: /);
  });
});
