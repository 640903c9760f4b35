import { render } from '@testing-library/react';
import { PatchDidNotApply } from './_report';
import { checkPagePathScripts, PAGE_PATH_SCRIPT, samePageScripts } from './samePagePathScript';

const gatsbyScripts = (path: string) => [
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="${path}";/*]]>*/` }}
  />,
  <script key="other" dangerouslySetInnerHTML={{ __html: 'window.___webpackCompilationHash="abc";' }} />,
];

function scriptsOf(path: string) {
  const { container } = render(<>{samePageScripts(gatsbyScripts(path))}</>);
  return [...container.querySelectorAll('script')].map((s) => ({
    id: s.id,
    path: s.getAttribute('data-page-path'),
    text: s.textContent,
  }));
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
  new Function(PAGE_PATH_SCRIPT)();
  expect((window as unknown as { pagePath: string }).pagePath).toBe('/پ');
});

it('leaves a script it does not recognise as it is', () => {
  const odd = (
    <script key="x" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.somethingElse=1;' }} />
  );
  expect(samePageScripts([odd])[0]).toBe(odd);
});

it('checks the built pages: applied when every page carries the shared script', () => {
  const html = (path: string, env = {}) =>
    `<html><head></head><body>${render(<>{samePageScripts(gatsbyScripts(path), env)}</>).container.innerHTML}</body></html>`;
  const check = checkPagePathScripts();
  check.page('/', html('/'));
  check.page('/api/session', html('/api/session'));
  expect(check.done()).toBe('2 of 2 pages share one pagePath script');

  // Gatsby changed the script (simulated): the pages keep their own, and the check names them.
  const failing = checkPagePathScripts();
  failing.page('/', html('/'));
  failing.page('/api/session', html('/api/session', { METIS_PATCH_MISMATCH: 'samePagePathScript' }));
  expect(() => failing.done()).toThrow(PatchDidNotApply);
  expect(() => failing.done()).toThrow(
    /patch samePagePathScript did not apply: 1 of 2 pages still carry their own pagePath script \(\/api\/session\)/,
  );
});
