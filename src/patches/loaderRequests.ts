/**
 * Patch: Gatsby's loader fetches page data and app data under a bounded retry policy with backoff.
 *
 * What it changes: the requests Gatsby's loader makes for `/page-data/**.json` (page data, app data, static
 * queries) go through src/lib/requestPolicy: a failure that may pass is tried once more after a backoff
 * with jitter, a request with no byte for 8 s is given up, and a URL given up is answered from memory for
 * 15 s. The loader is shown any server error, and a 200 whose body is not JSON, as a 503, and the page data
 * of `/500.html` (which no build has) as a 404 without asking the server.
 *
 * Why: Gatsby's loader answers a 500 by loading `/page-data/500.html/page-data.json`, and a 500 for that by
 * loading it again, with no bound and no pause: during an outage one tab sent 1,107 requests in 8 s and
 * showed nothing. Other failures it retries three times at once. Its fetches are private (`doFetch` in
 * loader.js, over XMLHttpRequest, reporting through `onreadystatechange`), so the requests are shaped at the
 * one place it reaches the network: XMLHttpRequest, for those URLs only.
 *
 * Checked against: gatsby 5.16.1 (cache-dir/loader.js: doFetch opens an XMLHttpRequest and resolves from
 * onreadystatechange at readyState 4; a 500 loads the 500 page's data; other failures retry while
 * `retries < 3`; app data is retried on any non-200).
 *
 * Check: on every production build, in the browser compilation (_browserBundle.ts, wired in
 * src/node/webpack.ts), the premises must still hold (`check`) and the bundle must use
 * guardLoaderRequests; otherwise the bundle fails naming this patch. In the browser, without
 * XMLHttpRequest it says so once in the console and changes nothing.
 */
import { classify, createRequestBudget, Failure, presentedStatus, RequestBudget, STALL_MS } from '../lib/requestPolicy';
import { checkPremises, Premise, ReadPackageFile } from './_gatsbySource';

export const PATCH = 'loaderRequests';

/** The loader's data files. */
const DATA = /^\/page-data\/.+\.json$/;
/** The 500 page's data, which Gatsby asks for after a 500 and no build of this site has. */
const NO_500_PAGE = /^\/page-data\/500\.html\//;

interface Request {
  method: string;
  url: string;
  /** Path and query: what the budget counts. */
  key: string;
}

type XhrClass = { prototype: XMLHttpRequest };

/** Shows the loader a finished request with this status and body, whatever the request itself holds. */
function present(xhr: XMLHttpRequest, status: number, body: string): void {
  for (const [name, value] of [
    ['readyState', 4],
    ['status', status],
    ['responseText', body],
  ] as const) {
    Object.defineProperty(xhr, name, { configurable: true, get: () => value });
  }
}

/** The XMLHttpRequest prototypes already shaped (one per window; tests make their own). */
const shaped = new WeakSet<object>();

/**
 * onClientEntry, before the loader's first request: shapes its data requests as above. Returns false
 * (saying so in the console) when there is no XMLHttpRequest to shape.
 */
export function guardLoaderRequests({
  XHR = typeof window === 'undefined' ? undefined : window.XMLHttpRequest,
  budget = createRequestBudget(),
  stallMs = STALL_MS,
  base = () => window.location.href,
}: { XHR?: XhrClass; budget?: RequestBudget; stallMs?: number; base?: () => string } = {}): boolean {
  const proto = XHR?.prototype;
  if (proto && shaped.has(proto)) return true;
  if (!proto || typeof proto.open !== 'function' || typeof proto.send !== 'function') {
    console.error('[metis] src/patches/loaderRequests: XMLHttpRequest is missing; page data is fetched without the retry bound.');
    return false;
  }
  shaped.add(proto);
  // Kept to be called with each request as `this` (realOpen.call(this, …)), never detached.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realOpen = proto.open;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realSend = proto.send;
  const requests = new WeakMap<XMLHttpRequest, Request>();

  proto.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    requests.delete(this);
    try {
      const target = new URL(String(url), base());
      const async = rest[0] === undefined || Boolean(rest[0]);
      if (async && method.toUpperCase() === 'GET' && target.origin === new URL(base()).origin && DATA.test(target.pathname)) {
        requests.set(this, { method, url: String(url), key: target.pathname + target.search });
      }
    } catch {
      // Not a URL we shape.
    }
    return (realOpen as (...a: unknown[]) => void).call(this, method, url, ...rest);
  };

  proto.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = requests.get(this);
    if (!request) return realSend.call(this, body);
    shapeRequest(this, request, body);
    return undefined;
  };
  return true;

  /** One data request of the loader, from its first attempt to what the loader is shown. */
  function shapeRequest(xhr: XMLHttpRequest, request: Request, body?: Document | XMLHttpRequestBodyInit | null): void {
    const deliver = xhr.onreadystatechange;
    xhr.onreadystatechange = null;
    const finish = (status: number, text: string) => {
      present(xhr, status, text);
      deliver?.call(xhr, new Event('readystatechange'));
    };
    if (NO_500_PAGE.test(request.key)) {
      setTimeout(() => finish(404, ''));
      return;
    }

    let attempts = 0;
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    xhr.addEventListener('progress', arm);
    xhr.onreadystatechange = () => {
      if (xhr.readyState !== 4) {
        arm();
        return;
      }
      clearTimeout(timer);
      const status = xhr.status;
      const text = stalled ? '' : xhr.responseText;
      const outcome = classify(status, text, { stalled });
      if (outcome === 'ok' || outcome === 'definite') {
        budget.after(request.key, outcome, { status, body: text });
        finish(status, text);
        return;
      }
      const failure: Failure = { status: presentedStatus(status, outcome), body: text };
      if (budget.after(request.key, outcome, failure).retry) attempt();
      else finish(failure.status, failure.body);
    };
    const attempt = () => {
      const decision = budget.before(request.key);
      if (!decision.send) {
        setTimeout(() => finish(decision.failure.status, decision.failure.body));
        return;
      }
      attempts += 1;
      const go = () => {
        if (attempts > 1) realOpen.call(xhr, request.method, request.url, true);
        stalled = false;
        arm();
        realSend.call(xhr, body);
      };
      if (decision.delayMs) setTimeout(go, decision.delayMs);
      else go();
    };
    attempt();
  }
}

const PREMISES: Premise[] = [
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern:
      /function doFetch\(url, method = `GET`\) \{\s*return new Promise\(resolve => \{\s*const req = new XMLHttpRequest\(\)\s*req\.open\(method, url, true\)\s*req\.onreadystatechange = \(\) => \{\s*if \(req\.readyState == 4\) \{\s*resolve\(req\)/,
    does: 'fetch through an XMLHttpRequest that reports on onreadystatechange at readyState 4',
  },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern: /if \(status === 500\) \{\s*return this\.fetchPageDataJson\(\s*Object\.assign\(loadObj, \{\s*pagePath: `\/500\.html`/,
    does: "answer a 500 for page data by loading the 500 page's data (the request this patch never sends)",
  },
  { file: 'gatsby/cache-dir/loader.js', pattern: /if \(retries < 3\) \{\s*return this\.fetchPageDataJson\(/, does: 'retry other page-data failures three times at once' },
  {
    file: 'gatsby/cache-dir/loader.js',
    pattern: /if \(status !== 200 && retries < 3\) \{\s*\/\/ Retry 3 times incase of non-200 responses\s*return this\.loadAppData\(retries \+ 1\)/,
    does: 'retry app data on any non-200',
  },
];

/** The premises in the installed packages: the evidence, or PatchDidNotApply. */
export function check(read: ReadPackageFile, env?: NodeJS.ProcessEnv): string {
  return checkPremises(PATCH, read, PREMISES, env);
}
