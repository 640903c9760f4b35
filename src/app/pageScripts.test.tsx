import { render } from '@testing-library/react';
import { PAGE_PATH_SCRIPT, samePageScripts } from './pageScripts';

const gatsbyScripts = (path: string) => [
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="${path}";/*]]>*/` }} />,
  <script key="other" dangerouslySetInnerHTML={{ __html: 'window.___webpackCompilationHash="abc";' }} />,
];

function scriptsOf(path: string) {
  const { container } = render(<>{samePageScripts(gatsbyScripts(path))}</>);
  return [...container.querySelectorAll('script')].map((s) => ({ id: s.id, path: s.getAttribute('data-page-path'), text: s.textContent }));
}

it('gives every page the same inline script text, with its own path in a data attribute', () => {
  const a = scriptsOf('/concepts/corpora');
  const b = scriptsOf('/api/session');
  expect(a.map((s) => s.text)).toEqual(b.map((s) => s.text));
  expect(a[0]).toEqual({ id: 'gatsby-script-loader', path: '/concepts/corpora', text: PAGE_PATH_SCRIPT });
  expect(a[1].text).toBe('window.___webpackCompilationHash="abc";');
});

it('the path script sets window.pagePath from its own attribute when the browser runs it', () => {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.setAttribute('data-page-path', '/پ');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  // eslint-disable-next-line no-new-func
  new Function(PAGE_PATH_SCRIPT)();
  expect((window as unknown as { pagePath: string }).pagePath).toBe('/پ');
});

it('leaves a script it does not recognise as it is', () => {
  const odd = <script key="x" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.somethingElse=1;' }} />;
  expect(samePageScripts([odd])[0]).toBe(odd);
});
