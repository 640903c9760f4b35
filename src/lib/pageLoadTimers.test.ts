import { PAGE_LOAD_TIMERS as T } from './pageLoadTimers';
import { BACKOFF_BASE_MS, COOLDOWN_MS, STALL_MS } from './requestPolicy';

describe('the page-load timers', () => {
  it('let the saved copy answer before a request stalls, and a stall fail before the route deadline', () => {
    expect(T.networkTimeoutMs).toBeLessThan(T.stallMs);
    expect(T.stallMs).toBeLessThan(T.routeDeadlineMs);
  });

  it('keep a URL given up quiet for longer than a route waits, and the reachability check short', () => {
    expect(T.cooldownMs).toBeGreaterThan(T.routeDeadlineMs);
    expect(T.reachableDeadlineMs).toBeLessThan(T.stallMs);
  });

  it('are the request policy’s own figures', () => {
    expect([STALL_MS, COOLDOWN_MS, BACKOFF_BASE_MS]).toEqual([T.stallMs, T.cooldownMs, T.backoffBaseMs]);
  });
});
