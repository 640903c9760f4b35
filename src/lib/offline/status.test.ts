import { isOfflineStatus, OfflineStatus, viewOf } from './status';

const status = (over: Partial<OfflineStatus> = {}): OfflineStatus => ({
  build: 'abc',
  mode: 'opened',
  saved: { files: 30, bytes: 700_000, pages: 2 },
  total: { files: 265, bytes: 10_000_000, pages: 45 },
  toDownload: 1_500_000,
  saving: null,
  failed: false,
  ...over,
});

describe('viewOf', () => {
  it('says off until the worker answers', () => {
    expect(viewOf(null)).toEqual({ kind: 'off' });
  });
  it('shows progress while saving', () => {
    expect(viewOf(status({ saving: { done: 50, of: 200 } }))).toEqual({ kind: 'saving', percent: 25 });
    expect(viewOf(status({ saving: { done: 0, of: 0 } }))).toEqual({ kind: 'saving', percent: 0 });
  });
  it('says saved, with the size, once every file is there', () => {
    expect(viewOf(status({ mode: 'all', saved: { files: 265, bytes: 10_000_000, pages: 45 } }))).toEqual({
      kind: 'saved',
      bytes: 10_000_000,
    });
  });
  it('offers the rest when only opened pages are kept', () => {
    expect(viewOf(status())).toEqual({ kind: 'opened', pages: 2, bytes: 700_000, toDownload: 1_500_000 });
  });
  it('offers a retry when a save of everything did not finish', () => {
    expect(viewOf(status({ failed: true }))).toMatchObject({ kind: 'failed' });
    expect(viewOf(status({ mode: 'all' }))).toMatchObject({ kind: 'failed', toDownload: 1_500_000 });
  });
});

describe('isOfflineStatus', () => {
  it('tells a status from the kill switch answer and nothing', () => {
    expect(isOfflineStatus(status())).toBe(true);
    expect(isOfflineStatus({ disabled: true })).toBe(false);
    expect(isOfflineStatus(null)).toBe(false);
    expect(isOfflineStatus({ build: 'x', saved: {}, total: {}, mode: 'other' })).toBe(false);
  });
});
