// A redeploy under readers who have the service worker, with two real builds: the one in ./public (A) and a
// rebuild of a copy of the project (B) where a page's text and a UI string changed, so B's scripts have other
// hashes and B's folder holds none of A's. The server's root is a symlink flipped from A to B, as a deploy
// does (docs/deploy.md). Then a tab whose browser blocks service workers, through a deploy to B's clean
// folder and back, and the rollback: B's kill switch served as /sw.js.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { makeProjectCopy } from '../tools/testing/projectCopy.mjs';
import { launchBrowser, openSearchByShortcut, settled, startServer } from './helpers.mjs';
import {
  cacheContents,
  registrations,
  waitForOfflineState,
  waitUntil,
  workerContext,
  workerManifest,
} from './worker.mjs';

const root = path.resolve('.');
const CHANGED_TEXT = 'این بند در انتشار دوم به صفحه افزوده شد.';
const CHANGED_UI = '© {year} متیس. انتشار دوم.';
const NOTICE = 'نسخه‌ی تازه‌ی مستندات آماده است';

/** Build B: the project copied, /introduction given a new paragraph and the footer a new string, built clean. */
function buildB(copy) {
  fs.appendFileSync(path.join(copy.dir, 'content/introduction.mdx'), `\n${CHANGED_TEXT}\n`);
  const fa = path.join(copy.dir, 'src/i18n/fa.ts');
  fs.writeFileSync(
    fa,
    fs
      .readFileSync(fa, 'utf8')
      .replace(/'theme\.footer\.copyright': '[^']*'/, `'theme.footer.copyright': '${CHANGED_UI}'`),
  );
  const started = Date.now();
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: copy.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 600_000,
  });
  assert.equal(result.status, 0, (result.stdout + result.stderr).slice(-4000));
  return { publicDir: path.join(copy.dir, 'public'), seconds: (Date.now() - started) / 1000 };
}

const compilationHash = (dir) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'page-data/app-data.json'), 'utf8')).webpackCompilationHash;
const scriptsOf = (dir) =>
  new Set(
    workerManifest(dir)
      .filter((f) => f.url.endsWith('.js'))
      .map((f) => f.url),
  );

describe('a redeploy and a rollback, under readers who saved the docs', () => {
  let copy;
  let b;
  let link;
  let server;
  let browser;
  const A = path.resolve('public');

  before(async () => {
    copy = makeProjectCopy(root, 'metis-redeploy-');
    b = buildB(copy);
    link = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'metis-deploy-')), 'current');
    fs.symlinkSync(A, link, 'dir');
    server = await startServer({ root: link });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (link) fs.rmSync(path.dirname(link), { recursive: true, force: true });
    copy?.remove();
  });

  /** Points the server's root at another build, atomically (a new symlink renamed over the old one). */
  const deploy = (dir) => {
    const next = `${link}.next`;
    fs.symlinkSync(dir, next, 'dir');
    fs.renameSync(next, link);
  };

  it('the reader sees the notice, then the new page; no page ever asks for a chunk the deploy deleted', async (t) => {
    t.diagnostic(`build B took ${b.seconds.toFixed(0)} s`);
    const hashA = compilationHash(A);
    const hashB = compilationHash(b.publicDir);
    assert.notEqual(hashA, hashB);
    const deleted = [...scriptsOf(A)].filter((s) => !scriptsOf(b.publicDir).has(s));
    assert.ok(deleted.length > 0, 'B deletes some of A’s scripts');

    const context = await workerContext(browser);
    const missing = [];
    context.on('response', (r) => {
      if (r.status() >= 400 && /\.js$/.test(new URL(r.url()).pathname)) missing.push(`${r.status()} ${r.url()}`);
    });
    context.on('requestfailed', (r) => {
      if (/\.js$/.test(new URL(r.url()).pathname)) missing.push(`failed ${r.url()}`);
    });
    const reader = await context.newPage();
    await reader.goto(server.origin + '/concepts/qa');
    await waitForOfflineState(reader, 'saved');
    // A second tab of build A stays open through the deploy.
    const other = await context.newPage();
    await other.goto(server.origin + '/api/session');
    await waitForOfflineState(other, 'saved');

    deploy(b.publicDir);
    // The next navigation: Gatsby sees the new build and loads the page whole (from the network, the worker
    // going network-first), and the browser finds the new worker, which saves B and waits.
    await reader.locator('footer a[href="/introduction"]').click();
    await reader.getByText(CHANGED_TEXT).waitFor();
    const notice = reader.getByRole('complementary', { name: NOTICE });
    await notice.waitFor({ timeout: 60_000 });
    assert.equal(await reader.evaluate(() => window.___webpackCompilationHash), hashB, 'the new page runs B');

    // Meanwhile the tab still on A opens search, whose chunk B deleted: A's saved copy serves it.
    await other.keyboard.press('Control+k');
    await other.getByRole('combobox').waitFor();
    assert.equal(await other.evaluate(() => window.___webpackCompilationHash), hashA);
    await other.keyboard.press('Escape');

    // The reload hands over to B: this tab reloads under it, and so does the other (its build's changed
    // files are about to be deleted), rather than asking for a chunk that is gone later.
    const otherReloaded = other.waitForEvent('load');
    const readerReloaded = reader.waitForEvent('load');
    await notice.getByRole('button', { name: 'تازه‌سازی صفحه' }).click();
    await readerReloaded;
    await reader.getByText(CHANGED_TEXT).waitFor();
    await otherReloaded;
    await other.waitForFunction((hash) => window.___webpackCompilationHash === hash, hashB);
    await waitUntil(
      reader,
      async (hash) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return false;
        const answer = await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => resolve(e.data);
          controller.postMessage({ type: 'metis-offline:status' }, [channel.port2]);
          setTimeout(() => resolve(null), 2000);
        });
        return answer?.build === hash;
      },
      hashB,
      { what: "B's worker to serve the page" },
    );
    await waitForOfflineState(reader, 'saved');
    assert.equal(await reader.getByRole('complementary', { name: NOTICE }).count(), 0);
    assert.match(await reader.locator('footer').innerText(), /انتشار دوم/);

    // The old build's changed files went when B activated: only B's scripts are saved.
    const contents = await cacheContents(reader);
    const shellOfB = workerManifest(b.publicDir)
      .filter((f) => /\.(?:js|woff2)$/.test(f.url))
      .map((f) => f.url);
    assert.deepEqual([...contents['metis-offline-shell']].sort(), shellOfB.sort());
    for (const script of deleted)
      assert.ok(!contents['metis-offline-shell'].includes(script), `${script} (A only) is deleted`);

    // Offline, B is whole: the changed page reads.
    await context.setOffline(true);
    await reader.reload();
    await reader.getByText(CHANGED_TEXT).waitFor();
    await context.setOffline(false);

    assert.deepEqual(missing, [], 'no script answered 404 or failed');
    await context.close();
  });

  it('a tab without a worker: search after a deploy to a clean folder reloads once onto the new build and works; Back once', async () => {
    deploy(A);
    const hashA = compilationHash(A);
    const hashB = compilationHash(b.publicDir);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fa-IR',
      serviceWorkers: 'block',
    });
    // Whatever a raw load error or a retry would show, seen by the page itself at any moment, on every load.
    const shown = [];
    await context.exposeBinding('__metisShown', (_source, text) => shown.push(text));
    await context.addInitScript(() => {
      const watch = () =>
        new MutationObserver(() => {
          // A raw error anywhere; a retry as what the reader could press (the words are also a heading of
          // /introduction's text about retries).
          const raw = /Loading (?:css )?chunk|ChunkLoadError|HTTP 404/.exec(document.body.innerText);
          if (raw) window.__metisShown(`${location.pathname}: ${raw[0]}`);
          const retry = [...document.querySelectorAll('button')].find((b) => /تلاش دوباره/.test(b.innerText));
          if (retry) window.__metisShown(`${location.pathname}: ${retry.innerText}`);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      if (document.body) watch();
      else document.addEventListener('DOMContentLoaded', watch);
    });
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const gone = [];
    page.on('response', (r) => r.status() === 404 && gone.push(new URL(r.url()).pathname));

    await page.goto(server.origin + '/concepts/qa');
    // The shell hydrates in idle slices after the root is created: the shortcut's listener is there once settled.
    await settled(page);
    assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'no worker');
    assert.equal(await page.evaluate(() => window.___webpackCompilationHash), hashA);

    // The deploy: B's folder, which has none of A's changed files. The reader opens search: the part it needs
    // (the dialog's chunk or A's index) is gone, and the page reloads once onto B, saying why in the console.
    deploy(b.publicDir);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Control+k');
    await reloaded;
    await page.waitForFunction((hash) => window.___webpackCompilationHash === hash, hashB);
    assert.ok(gone.length > 0, 'the tab asked for a file of A that B deleted');
    assert.ok(
      gone.every((file) => /\.js$|^\/search-index/.test(file)),
      `only a chunk or the index of A was missing: ${gone.join(', ')}`,
    );
    assert.equal(
      warnings.filter((w) => /a new version of the docs was published since this page loaded/.test(w)).length,
      1,
      `one warning, then one reload: ${warnings.join(' | ')}`,
    );

    // On B, search works, and finds B's new paragraph.
    const asked = gone.length;
    await openSearchByShortcut(page);
    await page.getByRole('combobox').fill('انتشار دوم');
    await page.locator('[role="option"][href^="/introduction"]').first().waitFor();
    assert.equal(gone.length, asked, 'nothing more was asked of the deleted build');
    await page.keyboard.press('Escape');

    // Another deploy (back to A) while this tab runs B: a link loads its page from A, as one history entry, so
    // one Back returns to where the reader was.
    deploy(A);
    const entries = await page.evaluate(() => history.length);
    const loaded = page.waitForEvent('load');
    await page.locator('footer a[href="/introduction"]').click();
    await loaded;
    await page.waitForFunction((hash) => window.___webpackCompilationHash === hash, hashA);
    assert.equal(new URL(page.url()).pathname, '/introduction');
    assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry for the click');
    await page.goBack();
    assert.equal(new URL(page.url()).pathname, '/concepts/qa', 'one Back returns to the page the reader left');

    assert.deepEqual(shown, [], 'no raw load error and no retry was ever shown');
    await context.close();
  });

  it('the kill switch served as /sw.js removes the worker and every saved file, and the site reads on', async () => {
    deploy(A);
    const context = await workerContext(browser);
    // Each page records its own call to register the worker, so the test can wait for the page it opened:
    // the kill switch reloads the tab it took over, and that reloaded page registers (and removes) it too.
    await context.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => (window.__metisRegistration = register(...args));
    });
    const page = await context.newPage();
    await page.goto(server.origin + '/introduction');
    await waitForOfflineState(page, 'saved');
    // The rollback: the build's kill switch (deploy/sw-kill-switch.js) is served as /sw.js.
    const rollback = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-rollback-'));
    try {
      fs.cpSync(b.publicDir, rollback, { recursive: true });
      for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(rollback, `sw.js${suffix}`), { force: true });
      fs.copyFileSync(path.join(copy.dir, 'deploy/sw-kill-switch.js'), path.join(rollback, 'sw.js'));
      deploy(rollback);
      // The browser looks for a new worker as the page loads: the kill switch takes over, deletes every
      // cache, unregisters and reloads the page it took over.
      await page.reload();
      const clean = async () =>
        !navigator.serviceWorker.controller &&
        (await navigator.serviceWorker.getRegistrations()).length === 0 &&
        (await caches.keys()).length === 0;
      await waitUntil(page, clean, null, { what: 'no worker and no cache after the rollback' });
      // From then on no worker serves the site and nothing is saved; the site reads from the network. The
      // pages still register /sw.js, which is the kill switch: it removes itself again.
      await page.goto(server.origin + '/concepts/qa');
      await page.locator('main h1').first().waitFor();
      await waitUntil(page, () => !!window.__metisRegistration, null, { what: 'this page to register /sw.js' });
      await page.evaluate(() => window.__metisRegistration.then(() => undefined));
      await waitUntil(page, clean, null, { what: 'the kill switch, registered again, to remove itself' });
      assert.deepEqual(await registrations(page), []);
      assert.deepEqual(await cacheContents(page), {});
    } finally {
      deploy(A);
      await context.close();
      fs.rmSync(rollback, { recursive: true, force: true });
    }
  });
});
