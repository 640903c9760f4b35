/**
 * @jest-environment node
 */
import type { Node } from 'gatsby';
import { killSwitchPath, titlesInReadingOrder, workerDisabled } from './writeServiceWorker';

it('is turned off only by GATSBY_SERVICE_WORKER=off', () => {
  expect(workerDisabled({})).toBe(false);
  expect(workerDisabled({ GATSBY_SERVICE_WORKER: 'on' })).toBe(false);
  expect(workerDisabled({ GATSBY_SERVICE_WORKER: 'off' })).toBe(true);
});

it('writes the kill switch beside deploy/nginx.conf, outside the published folder', () => {
  expect(killSwitchPath('/srv/site/public')).toBe('/srv/site/deploy/sw-kill-switch.js');
});

it('lists page titles in the reading order of the sidebar, then the pages it does not list', () => {
  const doc = (route: string, title: string, position: number, docPath = route.slice(1) || 'index') => ({
    fields: { route, docPath },
    frontmatter: { title, sidebar_position: position },
  });
  const nodes: Record<string, unknown[]> = {
    Mdx: [
      doc('/introduction', 'معرفی', 2),
      doc('/', 'شروع', 1),
      doc('/concepts/qa', 'پرسش و پاسخ', 1),
      doc('/workflow', 'گردش کار', 3),
    ],
    DocCategory: [{ dir: 'concepts', label: 'مفاهیم', position: 4 }],
  };
  const titles = titlesInReadingOrder((type) => (nodes[type] ?? []) as Node[]);
  expect(titles).toEqual([
    ['/', 'شروع'],
    ['/introduction', 'معرفی'],
    ['/workflow', 'گردش کار'],
    ['/concepts/qa', 'پرسش و پاسخ'],
  ]);
});
