/** @jest-environment node */
import { keepWebpackCache } from './webpack';

describe('keepWebpackCache', () => {
  it('keeps the persistent cache locally and skips it in CI unless asked for', () => {
    expect(keepWebpackCache({})).toBe(true);
    expect(keepWebpackCache({ CI: 'true' })).toBe(false);
    expect(keepWebpackCache({ CI: 'false' })).toBe(true);
    expect(keepWebpackCache({ CI: 'true', METIS_WEBPACK_CACHE: '1' })).toBe(true);
    expect(keepWebpackCache({ METIS_WEBPACK_CACHE: '0' })).toBe(false);
  });
});
