import { readInstalled } from './_browserBundle';
import { PatchDidNotApply } from './_report';
import { check, guardChunkReload } from './chunkReloadGuard';

/** An unhandled rejection as the browser dispatches it on window. */
function reject(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
  return event;
}

describe('guardChunkReload', () => {
  const gatsby = jest.fn();
  const onChunkFailure = jest.fn();
  let running = false;
  // Gatsby's listener (navigation.js): added first, bubbling, as production-app.js does before onClientEntry.
  beforeAll(() => {
    window.addEventListener('unhandledrejection', gatsby);
    guardChunkReload(onChunkFailure, () => running);
  });
  afterEach(() => jest.clearAllMocks());

  it('once the app runs, takes a failed chunk from Gatsby’s listener', () => {
    running = true;
    reject(new Error('Loading chunk 6374 failed.\n(error: https://docs.metisai.ir/6374-83a6.js)'));
    reject(new Error('Loading CSS chunk styles failed.'));
    expect(onChunkFailure).toHaveBeenCalledTimes(2);
    expect(gatsby).not.toHaveBeenCalled();
  });

  it('leaves other rejections, and failures before the first render, to Gatsby', () => {
    running = true;
    reject(new Error('fetch failed'));
    running = false;
    reject(new Error('Loading chunk 1 failed.'));
    expect(onChunkFailure).not.toHaveBeenCalled();
    expect(gatsby).toHaveBeenCalledTimes(2);
  });
});

describe('check', () => {
  const navigation = readInstalled()('gatsby/cache-dir/navigation.js');

  it('holds in the installed Gatsby', () => {
    expect(check(readInstalled(), {})).toMatch(/^1 premise holds in gatsby 5\.16\.\d+ \(cache-dir\/navigation\.js\)$/);
  });

  it('fails naming the patch when Gatsby’s listener changed, or when the mismatch is requested', () => {
    const changed = (file: string) => (file.endsWith('navigation.js') ? navigation.replace('if (nextRoute) {', 'if (nextRoute && !reloaded) {') : readInstalled()(file));
    expect(() => check(changed, {})).toThrow(PatchDidNotApply);
    expect(() => check(changed, {})).toThrow(/^patch chunkReloadGuard did not apply: node_modules\/gatsby\/cache-dir\/navigation\.js does not reload on every/);
    expect(() => check(readInstalled(), { METIS_PATCH_MISMATCH: 'chunkReloadGuard' })).toThrow(/^patch chunkReloadGuard did not apply: /);
  });
});
