import { shouldRegister, shouldSaveAll } from './savePolicy';
import type { OfflineStatus } from './status';

const status = (over: Partial<OfflineStatus> = {}): OfflineStatus => ({
  build: 'abc',
  mode: 'opened',
  saved: { files: 20, bytes: 500_000, pages: 1 },
  total: { files: 265, bytes: 10_000_000, pages: 45 },
  toDownload: 1_500_000,
  saving: null,
  failed: false,
  ...over,
});

describe('shouldRegister', () => {
  it('registers unless the reader removed the saved copy', () => {
    expect(shouldRegister(null)).toBe(true);
    expect(shouldRegister('removed')).toBe(false);
  });
});

describe('shouldSaveAll', () => {
  it('saves the whole site after a visit on a connection that allows prefetching', () => {
    expect(shouldSaveAll(status(), { effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldSaveAll(status(), undefined)).toBe(true);
  });
  it('keeps only opened pages with Save-Data or on 2g (the spec prefetch rule)', () => {
    expect(shouldSaveAll(status(), { effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldSaveAll(status(), { effectiveType: '2g' })).toBe(false);
    expect(shouldSaveAll(status(), { effectiveType: 'slow-2g' })).toBe(false);
  });
  it('finishes a save of everything that stopped, whatever the connection (the reader or an earlier visit chose it)', () => {
    expect(shouldSaveAll(status({ mode: 'all', failed: true }), { saveData: true })).toBe(true);
  });
  it('does nothing while saving, once everything is saved, or without a worker', () => {
    expect(shouldSaveAll(status({ saving: { done: 1, of: 9 } }), {})).toBe(false);
    expect(shouldSaveAll(status({ mode: 'all', saved: { files: 265, bytes: 1, pages: 45 } }), {})).toBe(false);
    expect(shouldSaveAll(null, {})).toBe(false);
  });
});
