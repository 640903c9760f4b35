// The first load hydrates only what a reader can touch (issue 37): the document's static blocks stay the
// server's HTML, untouched by React, while its islands (code tabs, copy buttons) work on the first page and,
// after a client-side navigation through a link of that static HTML, on the next page, which React renders
// from its page data. Find-in-page reaches a section far below the fold of a long API page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeSite, eventually, openPage, openSite, settled } from './helpers.mjs';

let site;
before(async () => (site = await openSite()));
after(() => closeSite(site));
const url = (route) => site.server.origin + route;

const reactKeys = (page, selector) =>
  page.evaluate((s) => Object.keys(document.querySelector(s)).filter((key) => key.startsWith('__react')), selector);

/** Chooses a tab of the document's first code group, copies its code, and checks what the reader sees. */
async function useCodeTabs(page, label) {
  const group = page.locator('[data-document] [role="tablist"]').first().locator('..');
  await group.locator('[role="tab"]', { hasText: label }).click();
  await eventually(
    async () => (await group.locator('[role="tab"][aria-selected="true"]').textContent()) === label,
    `the ${label} tab is selected`,
  );
  const panel = group.locator('[role="tabpanel"]:not([hidden])');
  assert.equal(await panel.count(), 1, 'one panel shows');
  assert.equal((await panel.locator('p').first().textContent()).trim(), label, 'the panel of that tab');
  const code = await panel.locator('pre').first().textContent();
  await panel.locator('[data-language] button').first().click();
  await eventually(
    async () => (await panel.locator('[data-language] button').first().textContent()).trim() === 'کپی شد',
    'the copy button says it copied',
  );
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.ok(code.length > 10);
}

describe('the first load hydrates only the islands', () => {
  it('leaves a static paragraph to the server, and tabs and copy buttons work before and after a navigation', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fa-IR',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Once the HTML is parsed, before Gatsby hydrates (it starts at DOMContentLoaded, which comes after): the
    // lead paragraph as the server wrote it, and every change made to it from then on.
    await context.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const lead = document.querySelector('[data-document] > p');
        lead.dataset.fromServer = 'yes';
        window.leadChanges = 0;
        new MutationObserver((records) => (window.leadChanges += records.length)).observe(lead, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['class', 'id', 'dir', 'href'],
        });
        window.sameDocument = true;
      }),
    );
    const page = await context.newPage();
    await page.goto(url('/concepts/languageModel'));
    await settled(page);
    const lead = '[data-document] > p[data-from-server="yes"]';
    assert.equal(await page.locator(lead).count(), 1, 'the lead paragraph is still the server’s element');
    // React hydrated an empty stand-in of the same tag, and nothing of what the server wrote inside it.
    const inside = await page.evaluate(
      (s) =>
        [...document.querySelector(s).querySelectorAll('*')].map((node) =>
          Object.keys(node).some((key) => key.startsWith('__react')),
        ),
      lead,
    );
    assert.ok(inside.length > 0 && inside.every((owned) => !owned), 'React holds no fiber inside it');
    assert.equal(await page.evaluate(() => window.leadChanges), 0, 'and never changed it');
    // An island is hydrated.
    assert.ok((await reactKeys(page, '[data-document] [role="tab"]')).length > 0, 'the code tabs are React’s');

    await useCodeTabs(page, 'Python');

    // A link in the static HTML navigates client-side: same document, the next page rendered by React.
    await page.locator('[data-document] a[href="/concepts/function"]').first().click();
    await page.waitForURL(/\/concepts\/function$/);
    await eventually(
      async () => (await page.locator('h1').textContent()) !== 'مدل زبانی',
      'the next page has rendered',
    );
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'no full page load');
    assert.ok((await reactKeys(page, '[data-document] > p')).length > 0, 'React rendered the next document');
    // The group's choice followed (groupId "code"), and the next page's tabs and copy buttons work.
    assert.equal(
      await page.locator('[data-document] [role="tab"][aria-selected="true"]').first().textContent(),
      'Python',
    );
    await useCodeTabs(page, 'JavaScript');
    await context.close();
  });

  it('find-in-page reaches text in an operation far below the fold of /api/session', async () => {
    const { page, context } = await openPage(site.browser, url('/api/session'), {
      viewport: { width: 412, height: 823 },
    });
    await settled(page);
    const target = await page.evaluate(() => {
      const sections = document.querySelectorAll('section[data-operation]');
      const section = sections[sections.length - 1];
      const rows = section.querySelectorAll('details:last-of-type summary span');
      return {
        id: section.id,
        below: section.getBoundingClientRect().top > window.innerHeight * 3,
        text: (rows[rows.length - 1] ?? section.querySelector('p')).textContent.trim().slice(0, 24),
      };
    });
    assert.ok(target.below, 'the operation starts far below the fold');
    assert.ok(target.text.length > 5, `text to find: ${target.text}`);
    const found = await page.evaluate(
      ({ text, id }) => {
        // Chromium's find-in-page, as Ctrl+F and Enter do it: the next match each time, scrolled into view.
        for (let i = 0; i < 100; i += 1) {
          if (!window.find(text, false, false, true)) return { hit: false, id: null };
          const section = window.getSelection().anchorNode?.parentElement?.closest('section[data-operation]');
          if (section?.id === id) return { hit: true, id };
        }
        return { hit: true, id: null };
      },
      { text: target.text, id: target.id },
    );
    assert.equal(found.hit, true, `found «${target.text}»`);
    assert.equal(found.id, target.id, 'in that operation');
    await eventually(
      () =>
        page.evaluate((id) => {
          const box = window.getSelection().getRangeAt(0).getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && !!document.getElementById(id);
        }, target.id),
      'the match is scrolled into view and laid out',
    );
    await context.close();
  });
});
