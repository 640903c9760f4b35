import { connectionAllowsPrefetch, prefetchAllowed } from './connection';

describe('connectionAllowsPrefetch', () => {
  it('allows prefetch when the browser does not describe the connection', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });
  it('allows it on 3g and 4g', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });
  it('refuses it on 2g and slow-2g', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('refuses it with data saver on, whatever the speed', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchAllowed', () => {
  const nav = (onLine: boolean, connection?: { effectiveType?: string; saveData?: boolean }) =>
    ({ onLine, connection }) as unknown as Navigator;
  it('refuses offline, and where the connection refuses', () => {
    expect(prefetchAllowed(nav(true))).toBe(true);
    expect(prefetchAllowed(nav(false))).toBe(false);
    expect(prefetchAllowed(nav(true, { effectiveType: '2g' }))).toBe(false);
  });
});
