/** @jest-environment node */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Helmet } from 'react-helmet';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { recordedFailures, startMismatchBuild } from './_mismatchBuild';
import { PatchDidNotApply } from './_report';
// The plugin's own onRenderBody: it reads (and resets) react-helmet's global state.
const { onRenderBody: pluginOnRenderBody } = require('gatsby-plugin-react-helmet/gatsby-ssr');
import { checkOwnHeads, createHelmetPageTurn, peekedTitle, titlesOf } from './helmetPageTurn';

const page = (title: string) => createElement(Helmet, null, createElement('title', null, title));
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What Gatsby 5.16's static-entry does for one page, two pages in flight per worker: awaits replaceRenderer,
 * then runs every plugin's onRenderBody synchronously (the plugin's, then ours), then onPreRenderHTML.
 */
async function renderPage(
  pathname: string,
  replaceRenderer: (render: () => void) => Promise<void> | void,
  onRenderBody: () => void = () => {},
  onPreRenderHTML: (head: unknown[]) => void = () => {},
) {
  const head: unknown[] = [];
  await tick(); // reading page data and the template's resources
  await replaceRenderer(() => {
    renderToString(page(`title of ${pathname}`));
  });
  pluginOnRenderBody({
    setHeadComponents: (c: unknown[]) => head.push(...c),
    setHtmlAttributes: () => {},
    setBodyAttributes: () => {},
  });
  onRenderBody();
  onPreRenderHTML(head);
  return titlesOf(head);
}

const pages = ['/a', '/b', '/c', '/d', '/e', '/f'];

/** Two at a time, as Bluebird.map(paths, …, { concurrency: 2 }) does. */
async function twoAtATime<T>(items: string[], fn: (item: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

afterEach(() => Helmet.renderStatic());

it('without turns, pages in flight get each other’s titles (the race this patch exists for)', async () => {
  const titles = await twoAtATime(pages, (p) =>
    renderPage(p, async (render) => {
      render();
      await tick(); // the awaits between replaceRenderer and onRenderBody
    }),
  );
  expect(titles).not.toEqual(pages.map((p) => [`title of ${p}`]));
});

it('with turns, every page’s head holds its own title, exactly once', async () => {
  const turn = createHelmetPageTurn(Helmet);
  const titles = await twoAtATime(pages, (p) =>
    renderPage(
      p,
      async (render) => {
        await turn.renderInTurn(p, render);
        await tick();
      },
      () => turn.endTurn(p),
      (head) => turn.checkOwnHead(p, head),
    ),
  );
  expect(titles).toEqual(pages.map((p) => [`title of ${p}`]));
});

it('fails loudly when onRenderBody comes for another page than the one rendering', async () => {
  const turn = createHelmetPageTurn(Helmet);
  await turn.renderInTurn('/a', () => renderToString(page('A')));
  expect(() => turn.endTurn('/b')).toThrow(
    /^patch helmetPageTurn did not apply: onRenderBody for \/b while \/a was rendering/,
  );
  turn.endTurn('/a');
  expect(() => turn.endTurn('/a')).toThrow(/while no page was rendering/);
});

it('fails loudly when the head lacks the page’s title, holds two, or holds another page’s', async () => {
  const turn = createHelmetPageTurn(Helmet);
  const title = (text: string) => createElement('title', null, text);
  const check = async (head: unknown[]) => {
    await turn.renderInTurn('/a', () => renderToString(page('A')));
    turn.endTurn('/a');
    return () => turn.checkOwnHead('/a', head);
  };
  expect(await check([[title('A')], createElement('meta', { name: 'description' })])).not.toThrow();
  expect(await check([])).toThrow(
    /^patch helmetPageTurn did not apply: \/a: the head has 0 <title> \(none\), its render gave Helmet "A"/,
  );
  expect(await check([[title('A')], title('A')])).toThrow(/2 <title>/);
  expect(await check([title('B')])).toThrow(/"B"/);
  expect(() => turn.checkOwnHead('/never-rendered', [title('X')])).toThrow(/replaceRenderer did not run/);
});

it('a page whose render throws gives up its turn, so the next one is not stuck', async () => {
  const turn = createHelmetPageTurn(Helmet);
  await expect(
    turn.renderInTurn('/a', () => {
      throw new Error('render failed');
    }),
  ).rejects.toThrow('render failed');
  await turn.renderInTurn('/b', () => renderToString(page('B')));
  turn.endTurn('/b');
});

it('a page kept waiting because onRenderBody never came fails instead of hanging the build', async () => {
  const turn = createHelmetPageTurn(Helmet, { timeout: 20 });
  await turn.renderInTurn('/a', () => renderToString(page('A')));
  await expect(turn.renderInTurn('/b', () => {})).rejects.toThrow(
    /^patch helmetPageTurn did not apply: \/b waited 20 ms for \/a to reach onRenderBody/,
  );
});

it('reads the title from Helmet’s state in its server form and in its DOM form', () => {
  renderToString(page('server'));
  expect(peekedTitle(Helmet.peek())).toBe('server');
  expect(peekedTitle({ title: 'dom' })).toBe('dom');
  expect(peekedTitle(undefined)).toBeNull();
  expect(titlesOf([[createElement('title', { key: 1 }, 'x')], createElement('meta') as ReactElement])).toEqual(['x']);
});

it('with the mismatch requested, finds no title in Helmet’s state, so the first page fails its check (recorded: the build goes on)', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helmet-mismatch-'));
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(root);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const turn = createHelmetPageTurn(Helmet, { env: { METIS_PATCH_MISMATCH: 'helmetPageTurn' } });
    const titles = await renderPage(
      '/a',
      (render) => turn.renderInTurn('/a', render),
      () => turn.endTurn('/a'),
      (head) => turn.checkOwnHead('/a', head),
    );
    expect(titles).toEqual(['title of /a']);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^patch helmetPageTurn did not apply: \/a: the head has 1 <title> \("title of \/a"\), its render gave Helmet no title/,
      ),
    );
    expect(recordedFailures(root)).toEqual(['helmetPageTurn']);
  } finally {
    cwd.mockRestore();
    error.mockRestore();
    startMismatchBuild(root);
    fs.rmSync(root, { recursive: true, force: true });
  }
});

describe('checkOwnHeads, on the written pages', () => {
  const ORIGIN = 'https://docs.metisai.ir';
  // The heads gatsby-plugin-react-helmet writes (attributes as in the built site).
  const page = (head: string) =>
    `<!DOCTYPE html><html lang="fa-IR" dir="rtl"><head><meta charSet="utf-8"/>${head}<style data-ssr-styles="css x">.x{}</style></head><body><svg><title>icon</title></svg></body></html>`;
  const docHead = (title: string, route: string) =>
    `<title data-react-helmet="true">${title} | متیس</title><meta data-react-helmet="true" name="description" content="…"/><link data-react-helmet="true" rel="canonical" href="${ORIGIN}${route}"/>`;
  const notFoundHead =
    '<title data-react-helmet="true">صفحه پیدا نشد | متیس</title><meta data-react-helmet="true" name="robots" content="noindex"/>';

  it('counts every page whose head is its own, with one <title>', () => {
    const check = checkOwnHeads(`${ORIGIN}/`);
    check.page('/', page(docHead('مستندات API متیس', '/')));
    check.page('/api/session', page(docHead('گفتگو با چت‌بات', '/api/session')));
    check.page('/api/bot/', page(docHead('مدیریت چت‌بات', '/api/bot')));
    check.page('/404/', page(notFoundHead));
    check.page('/404.html', page(notFoundHead));
    expect(check.done()).toBe('5 of 5 pages were rendered in turn: one <title> each, in a head naming the page itself');
  });

  it('fails naming the pages with a neighbour’s head, two titles, none, or a not-found head', () => {
    const check = checkOwnHeads(ORIGIN);
    check.page('/api/bot', page(docHead('صوت', '/api/audio')));
    check.page('/api/audio', page(docHead('صوت', '/api/audio') + '<title data-react-helmet="true">x</title>'));
    check.page(
      '/pricing',
      page('<link data-react-helmet="true" rel="canonical" href="https://docs.metisai.ir/pricing"/>'),
    );
    check.page('/types/user', page(notFoundHead));
    check.page('/404.html', page(docHead('قیمت‌گذاری', '/pricing')));
    check.page('/introduction', page(docHead('معرفی API متیس', '/introduction')));
    expect(() => check.done()).toThrow(PatchDidNotApply);
    expect(() => check.done()).toThrow(
      /^patch helmetPageTurn did not apply: 5 of 6 pages do not have one <title> .*\(\/api\/bot, \/api\/audio, \/pricing, \/types\/user, \/404\.html\)/,
    );
  });
});
