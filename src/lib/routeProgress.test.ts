import { createRouteProgress } from './routeProgress';

describe('route progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a route change faster than 200 ms', () => {
    const p = createRouteProgress();
    const seen: string[] = [];
    p.phase.subscribe(() => seen.push(p.phase.get()));
    p.start();
    jest.advanceTimersByTime(199);
    p.done();
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    expect(p.phase.get()).toBe('hidden');
  });

  it('appears at 200 ms, completes when the page renders, then hides', () => {
    const p = createRouteProgress();
    p.start();
    jest.advanceTimersByTime(200);
    expect(p.phase.get()).toBe('loading');
    p.done();
    expect(p.phase.get()).toBe('complete');
    jest.advanceTimersByTime(250);
    expect(p.phase.get()).toBe('hidden');
  });

  it('a second start during a change does not restart the delay', () => {
    const p = createRouteProgress();
    p.start();
    jest.advanceTimersByTime(150);
    p.start();
    jest.advanceTimersByTime(50);
    expect(p.phase.get()).toBe('loading');
  });

  it('a new change while the bar completes starts over', () => {
    const p = createRouteProgress();
    p.start();
    jest.advanceTimersByTime(300);
    p.done();
    p.start();
    expect(p.phase.get()).toBe('hidden');
    jest.advanceTimersByTime(200);
    expect(p.phase.get()).toBe('loading');
  });
});
