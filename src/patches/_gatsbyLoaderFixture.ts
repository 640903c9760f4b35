/**
 * Gatsby's own browser loader (gatsby 5.16.1 cache-dir/loader.js), set up as production-app.js does
 * (`window.___loader = publicLoader`), over a fake network: for the tests of the patches that use it.
 */
import type { GatsbyPublicLoader } from './gatsbyBrowserRuntime';

(globalThis as unknown as { __BASE_PATH__: string }).__BASE_PATH__ = '';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsby = require('gatsby/cache-dir/loader') as {
  ProdLoader: new (asyncRequires: unknown, matchPaths: unknown[]) => unknown;
  setLoader(loader: unknown): void;
  publicLoader: GatsbyPublicLoader;
};

/** An answer of the fake network: a status and a body (JSON-encoded unless `raw`), or none at all (`hang`). */
export type Answer = { status: number; body?: unknown; raw?: string; hang?: boolean };

export const CHUNK = 'component---src-templates-doc-page-tsx';

/** A site whose every route exists, built as `hash`; `overrides` answer some URLs otherwise. */
export const site =
  (hash: string, overrides: Record<string, Answer> = {}) =>
  (url: string): Answer => {
    if (overrides[url]) return overrides[url];
    if (url === '/page-data/app-data.json') return { status: 200, body: { webpackCompilationHash: hash } };
    const m = /^\/page-data\/(.*)\/page-data\.json$/.exec(url);
    return m
      ? { status: 200, body: { componentChunkName: CHUNK, path: `/${m[1]}`, result: {}, staticQueryHashes: [] } }
      : { status: 404 };
  };

/**
 * A fresh Gatsby loader on window (the page built as `build-1`). `answer` answers each request (after a
 * tick, as the network would), `chunk` loads the page component's code; `requested` lists the URLs asked.
 * The fake XMLHttpRequest keeps its state behind prototype getters, as the browser's does.
 */
export function setUpGatsbyLoader() {
  const network = {
    answer: site('build-1'),
    chunk: (): Promise<unknown> => Promise.resolve({ default: () => null }),
    requested: [] as string[],
  };
  class FakeXMLHttpRequest {
    private state = { status: 0, responseText: '', readyState: 0 };
    onreadystatechange: (() => void) | null = null;
    private url = '';
    private pending: ReturnType<typeof setTimeout> | undefined;
    get status() {
      return this.state.status;
    }
    get responseText() {
      return this.state.responseText;
    }
    get readyState() {
      return this.state.readyState;
    }
    open(_method: string, url: string) {
      this.url = url;
      this.state = { status: 0, responseText: '', readyState: 1 };
    }
    addEventListener() {}
    abort() {
      clearTimeout(this.pending);
      this.state = { status: 0, responseText: '', readyState: 4 };
      this.onreadystatechange?.();
      this.state = { status: 0, responseText: '', readyState: 0 };
    }
    send() {
      network.requested.push(this.url);
      const answer = network.answer(this.url);
      if (answer.hang) return;
      this.pending = setTimeout(() => {
        const { status, body, raw } = answer;
        this.state = { status, responseText: raw ?? (body === undefined ? '' : JSON.stringify(body)), readyState: 4 };
        this.onreadystatechange?.();
      });
    }
  }
  Object.assign(window, { XMLHttpRequest: FakeXMLHttpRequest, ___webpackCompilationHash: 'build-1' });
  gatsby.setLoader(new gatsby.ProdLoader({ components: { [CHUNK]: () => network.chunk() }, head: {} }, []));
  window.___loader = gatsby.publicLoader;
  return network;
}

/** Lets the fake network answer. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
