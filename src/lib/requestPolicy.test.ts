import {
  backoffMs,
  BACKOFF_BASE_MS,
  classify,
  COOLDOWN_MS,
  createRequestBudget,
  presentedStatus,
  RETRY_LIMIT,
} from './requestPolicy';

describe('classify', () => {
  it('tells answers that may pass from answers that stand', () => {
    expect(classify(200, '{"path":"/"}')).toBe('ok');
    expect(classify(204, '')).toBe('ok');
    expect(classify(404, 'Not found')).toBe('definite');
    expect(classify(403, '')).toBe('definite');
    for (const status of [0, 500, 502, 503, 504, 408, 429]) expect(classify(status, '')).toBe('transient');
    expect(classify(200, '{"path":')).toBe('transient');
    expect(classify(200, '<!doctype html><h1>Maintenance</h1>')).toBe('transient');
    expect(classify(200, '<html>', { json: false })).toBe('ok');
    expect(classify(0, '', { stalled: true })).toBe('stalled');
  });

  it('shows the loader every server error as a 503 (never the 500 that sends Gatsby to the 500 page)', () => {
    expect(presentedStatus(500, 'transient')).toBe(503);
    expect(presentedStatus(200, 'transient')).toBe(503);
    expect(presentedStatus(0, 'transient')).toBe(0);
    expect(presentedStatus(0, 'stalled')).toBe(0);
    expect(presentedStatus(404, 'definite')).toBe(404);
  });
});

describe('backoffMs', () => {
  it('doubles from the base, with ±25 % jitter', () => {
    expect(backoffMs(2, () => 0.5)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(3, () => 0.5)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffMs(2, () => 0)).toBe(BACKOFF_BASE_MS * 0.75);
    expect(backoffMs(2, () => 0.999999)).toBe(Math.round(BACKOFF_BASE_MS * 1.25));
  });
});

describe('createRequestBudget', () => {
  const failure = { status: 503, body: '' };

  it(`allows ${RETRY_LIMIT} attempts at a failing URL, the retry after a backoff, then answers from memory until the cooldown ends`, () => {
    let now = 1000;
    const budget = createRequestBudget({ now: () => now, random: () => 0.5 });
    expect(budget.before('/a')).toEqual({ send: true, delayMs: 0 });
    expect(budget.after('/a', 'transient', failure)).toEqual({ retry: true });
    expect(budget.before('/a')).toEqual({ send: true, delayMs: BACKOFF_BASE_MS });
    expect(budget.after('/a', 'transient', failure)).toEqual({ retry: false });
    now += COOLDOWN_MS - 1;
    expect(budget.before('/a')).toEqual({ send: false, failure });
    expect(budget.before('/b')).toEqual({ send: true, delayMs: 0 });
    now += 1;
    expect(budget.before('/a')).toEqual({ send: true, delayMs: 0 });
  });

  it('never retries a stalled request, and forgets a URL that answered', () => {
    const budget = createRequestBudget();
    expect(budget.after('/a', 'stalled', { status: 0, body: '' })).toEqual({ retry: false });
    expect(budget.before('/a')).toEqual({ send: false, failure: { status: 0, body: '' } });
    expect(budget.after('/b', 'transient', failure)).toEqual({ retry: true });
    expect(budget.after('/b', 'ok', { status: 200, body: '{}' })).toEqual({ retry: false });
    expect(budget.before('/b')).toEqual({ send: true, delayMs: 0 });
    expect(budget.after('/c', 'definite', { status: 404, body: '' })).toEqual({ retry: false });
    expect(budget.before('/c')).toEqual({ send: true, delayMs: 0 });
  });
});
