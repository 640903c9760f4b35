import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { createRtlCache } from '../../browser/emotionCache';
import * as shared from '../SearchButton/styles';
import * as dialog from './styles';

// The site's Emotion cache runs stylis's prefixer and stylis-plugin-rtl; some rules (::placeholder) make
// that pair throw at insertion, which would break the dialog only in the browser. Insert every rule here.
const all = { ...dialog, ...shared } as Record<string, unknown>;

it.each(Object.keys(all).filter((k) => k !== '__esModule'))('style %s goes through the RTL cache', (name) => {
  const cache = createRtlCache();
  expect(() =>
    render(
      <CacheProvider value={cache}>
        <div css={all[name] as never} />
      </CacheProvider>,
    ),
  ).not.toThrow();
  expect(Object.keys(cache.inserted).length).toBeGreaterThan(0);
});
