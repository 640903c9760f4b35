import { PAGE_LOAD_TIMERS } from './pageLoadTimers';

/**
 * How often the browser asks the server again for a file that failed, and how long it waits between: the
 * one place the runtime's data retries are bounded (src/patches/gatsbyBrowserRuntime applies it to Gatsby's
 * loader). No browser API here, so it can be tested alone and reused by whatever else fetches (a service
 * worker, later).
 *
 * - A failure that may pass (a 5xx, a network error, a 200 whose body is not the JSON asked for, as a cut
 *   connection or a proxy's error page gives) is tried again once, after a backoff with jitter (so that the
 *   tabs of every reader do not retry in step), then given up.
 * - A request that got no byte for STALL_MS is given up at once: asking again would wait as long.
 * - A definite answer (2xx, 404…) is never retried here.
 * - Once given up, the same URL is answered with that failure, without the network, for COOLDOWN_MS: the
 *   loader's own immediate retries, its reload checks and every hover or click meanwhile cost nothing.
 * So one URL costs the server at most RETRY_LIMIT requests per COOLDOWN_MS, whatever happens in the tab.
 * The timers are in the table of every page-load timer, src/lib/pageLoadTimers.ts.
 */
export const RETRY_LIMIT = 2;
export const { backoffBaseMs: BACKOFF_BASE_MS, cooldownMs: COOLDOWN_MS, stallMs: STALL_MS } = PAGE_LOAD_TIMERS;

/** What one attempt's answer means for the next. */
export type Outcome = 'ok' | 'definite' | 'transient' | 'stalled';

/** A failure remembered for replay: the status the loader is shown (0 for no answer). */
export interface Failure {
  status: number;
  body: string;
}

/**
 * The outcome of an answer: `status` (0 when none came), its body, whether JSON was asked for, and whether
 * the request was given up for stalling.
 */
export function classify(
  status: number,
  body: string,
  { json = true, stalled = false }: { json?: boolean; stalled?: boolean } = {},
): Outcome {
  if (stalled) return 'stalled';
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'transient';
  if (status === 200 && json && !isJson(body)) return 'transient';
  return status >= 200 && status < 300 ? 'ok' : 'definite';
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The status a loader is shown for a failure it should treat as "unavailable, may retry": any server
 * error becomes 503 (Gatsby's loader answers a 500 by loading the 500 page's data, which no build has), a
 * body that is not JSON as well, and no answer stays 0.
 */
export function presentedStatus(status: number, outcome: Outcome): number {
  if (outcome === 'stalled' || status === 0) return 0;
  return outcome === 'transient' ? 503 : status;
}

/** The wait before attempt `attempt` (2 = the first retry): doubling from BACKOFF_BASE_MS, ±25 %. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 2);
  return Math.round(base * (0.75 + random() * 0.5));
}

export type Decision = { send: true; delayMs: number } | { send: false; failure: Failure };

export interface RequestBudget {
  /** Before an attempt at `url`: send it (after `delayMs`), or answer with the remembered failure. */
  before(url: string): Decision;
  /** After an attempt: whether to try again now (after `before` says how long to wait). */
  after(url: string, outcome: Outcome, failure: Failure): { retry: boolean };
}

interface State {
  attempts: number;
  givenUpAt?: number;
  failure?: Failure;
}

export function createRequestBudget({
  now = () => Date.now(),
  random = Math.random,
}: { now?: () => number; random?: () => number } = {}): RequestBudget {
  const states = new Map<string, State>();
  return {
    before(url) {
      const state = states.get(url);
      if (state?.givenUpAt !== undefined && state.failure) {
        if (now() - state.givenUpAt < COOLDOWN_MS) return { send: false, failure: state.failure };
        states.delete(url);
        return { send: true, delayMs: 0 };
      }
      const attempt = (state?.attempts ?? 0) + 1;
      return { send: true, delayMs: attempt > 1 ? backoffMs(attempt, random) : 0 };
    },
    after(url, outcome, failure) {
      if (outcome === 'ok' || outcome === 'definite') {
        states.delete(url);
        return { retry: false };
      }
      const state = states.get(url) ?? { attempts: 0 };
      state.attempts += 1;
      states.set(url, state);
      if (outcome === 'transient' && state.attempts < RETRY_LIMIT) return { retry: true };
      state.givenUpAt = now();
      state.failure = failure;
      return { retry: false };
    },
  };
}
