// The production server around deploys and restarts: a deploy swapped in under keep-alive load (files
// renamed over, or a symlink flipped) where every HTML answer's policy allows its own inline scripts; a file
// replaced by one of the same size and modification time; `npm run serve` stopped with SIGTERM in the middle
// of a slow download, which still arrives whole; SIGHUP, logged and not fatal, and a rolling restart of the
// workers under keep-alive load that loses no request; and the answers Node itself would give (400 for a
// missing or repeated Host, 408 for a request not sent in time, 417), with the headers of every answer.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { measureLoad } from '../tools/testing/serveLoad.mjs';
import { listenSite } from '../server/server.mjs';
import { keepAliveLoad, policyAllowsOwnScripts, rawRequest, text, writeBuild } from './serving-checks.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('deploys under load: each HTML answer carries the policy of its own bytes', () => {
  let dir;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-deploy-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const routes = ['/', '/p0', '/p1', '/p2', '/p3', '/p4', '/p5'];

  it('a symlink flipped from one build to the next', async () => {
    writeBuild(path.join(dir, 'build-a'), 'A');
    writeBuild(path.join(dir, 'build-b'), 'B');
    const current = path.join(dir, 'current');
    fs.symlinkSync(path.join(dir, 'build-a'), current, 'dir');
    const site = await listenSite({ root: current });
    const load = keepAliveLoad(site.origin, routes);
    try {
      // Six flips at least, and until 200 answers have come back: on a busy machine the load is slower,
      // so the deploy goes on under it for longer rather than being judged on fewer answers (176 in 30 s
      // with the e2e files beside builds; the bound is for a server that stopped answering).
      const giveUp = Date.now() + 120_000;
      for (let flip = 0; flip < 6 || (load.answers.length <= 200 && Date.now() < giveUp); flip++) {
        await sleep(150);
        // Atomically, as `ln -sfn` cannot: a new link renamed over the old one.
        fs.symlinkSync(path.join(dir, flip % 2 ? 'build-a' : 'build-b'), `${current}.next`, 'dir');
        fs.renameSync(`${current}.next`, current);
      }
      await sleep(150);
    } finally {
      await load.stop();
      await site.close();
    }
    const { answers } = load;
    assert.ok(answers.length > 200, `${answers.length} answers`);
    assert.deepEqual(
      answers.filter((a) => a.status !== 200),
      [],
      'every answer 200',
    );
    assert.deepEqual(
      answers.filter((a) => !a.ok),
      [],
      "every policy allows its page's own inline scripts",
    );
    assert.deepEqual(new Set(answers.map((a) => a.build)), new Set(['A', 'B']), 'both builds were served');
    console.log(
      `# symlink flips: ${answers.length} answers over keep-alive connections, all 200 with their own policy`,
    );
  });

  it('files renamed over the old ones, one at a time (rsync, a deploy tool)', async () => {
    const root = path.join(dir, 'site');
    writeBuild(root, 'A');
    writeBuild(path.join(dir, 'next-b'), 'B');
    writeBuild(path.join(dir, 'next-a'), 'A');
    const site = await listenSite({ root });
    const load = keepAliveLoad(site.origin, routes);
    try {
      // Four rounds at least, and until 100 answers have come back (as above: a busy machine answers slower).
      const giveUp = Date.now() + 120_000;
      for (let round = 0; round < 4 || (load.answers.length <= 100 && Date.now() < giveUp); round++) {
        const from = path.join(dir, round % 2 ? 'next-a' : 'next-b');
        for (const rel of fs.readdirSync(from, { recursive: true }).map(String)) {
          const source = path.join(from, rel);
          if (!fs.statSync(source).isFile()) continue;
          const target = path.join(root, rel);
          fs.copyFileSync(source, `${target}.tmp`);
          fs.renameSync(`${target}.tmp`, target);
          await sleep(10);
        }
      }
      await sleep(100);
    } finally {
      await load.stop();
      await site.close();
    }
    const { answers } = load;
    assert.ok(answers.length > 100, `${answers.length} answers`);
    assert.deepEqual(
      answers.filter((a) => a.status !== 200 || !a.ok),
      [],
      'every answer 200, with the policy of its own bytes',
    );
    assert.deepEqual(new Set(answers.map((a) => a.build)), new Set(['A', 'B']));
  });

  it('a file replaced by one of the same size and modification time is served new, with its own policy', async () => {
    const root = path.join(dir, 'same');
    writeBuild(root, 'A');
    fs.mkdirSync(path.join(root, 'page-data'), { recursive: true });
    const appData = path.join(root, 'page-data', 'app-data.json');
    const json = (hash) => `{"webpackCompilationHash":"${hash}"}\n`;
    fs.writeFileSync(appData, json('aaaaaaaaaaaaaaaa'));
    const page = path.join(root, 'p0', 'index.html');
    const site = await listenSite({ root });
    try {
      const first = await rawRequest(site.origin, { target: '/page-data/app-data.json' });
      assert.match(text(first), /aaaa/);
      const firstLength = first.headers['content-length'];
      const firstPage = await rawRequest(site.origin, { target: '/p0' });
      assert.ok(policyAllowsOwnScripts(firstPage.headers, text(firstPage)));
      const { mtime } = fs.statSync(appData);
      const pageMtime = fs.statSync(page).mtime;

      // Written in place (same inode: only the change time differs), as `cp` or a reproducible build does.
      fs.writeFileSync(appData, json('bbbbbbbbbbbbbbbb'));
      fs.utimesSync(appData, mtime, mtime);
      const html = fs.readFileSync(page, 'utf8').replaceAll('A:', 'C:').replaceAll('>A ', '>C ');
      assert.equal(Buffer.byteLength(html), fs.statSync(page).size);
      fs.writeFileSync(page, html);
      fs.utimesSync(page, pageMtime, pageMtime);
      const second = await rawRequest(site.origin, { target: '/page-data/app-data.json' });
      assert.match(text(second), /bbbb/, 'the new bytes, though size and mtime are the same');
      assert.equal(second.headers['content-length'], firstLength);
      assert.equal(second.headers['last-modified'], first.headers['last-modified']);
      assert.notEqual(
        second.headers.etag,
        first.headers.etag,
        'a new ETag: a browser holding the old file is not told 304',
      );
      const revalidated = await rawRequest(site.origin, {
        target: '/page-data/app-data.json',
        headers: { 'If-None-Match': first.headers.etag },
      });
      assert.equal(revalidated.status, 200);
      assert.match(text(revalidated), /bbbb/);
      const current = await rawRequest(site.origin, {
        target: '/page-data/app-data.json',
        headers: { 'If-None-Match': second.headers.etag },
      });
      assert.equal(current.status, 304);
      // The streamed path (a range) agrees: the same ETag. Our tags are weak, and If-Range compares strongly
      // (RFC 9110 §13.1.5), so If-Range with either tag gets the whole file, never a range of other bytes.
      const ranged = await rawRequest(site.origin, {
        target: '/page-data/app-data.json',
        headers: { Range: 'bytes=0-9' },
      });
      assert.equal(ranged.status, 206);
      assert.equal(ranged.headers.etag, second.headers.etag);
      const weak = await rawRequest(site.origin, {
        target: '/page-data/app-data.json',
        headers: { Range: 'bytes=0-9', 'If-Range': second.headers.etag },
      });
      assert.equal(weak.status, 200);
      assert.match(text(weak), /bbbb/);
      const stale = await rawRequest(site.origin, {
        target: '/page-data/app-data.json',
        headers: { Range: 'bytes=0-9', 'If-Range': first.headers.etag },
      });
      assert.equal(stale.status, 200);
      assert.match(text(stale), /bbbb/);
      assert.equal(
        (
          await rawRequest(site.origin, {
            target: '/page-data/app-data.json',
            headers: { 'If-Match': first.headers.etag },
          })
        ).status,
        412,
      );
      // If-Match compares strongly too: a weak tag, even the current one, matches nothing; `*` matches the file.
      for (const [ifMatch, status] of [
        [second.headers.etag, 412],
        ['*', 200],
      ]) {
        const answer = await rawRequest(site.origin, {
          target: '/page-data/app-data.json',
          headers: { 'If-Match': ifMatch },
        });
        assert.equal(answer.status, status, `If-Match: ${ifMatch}`);
      }
      const secondPage = await rawRequest(site.origin, { target: '/p0' });
      assert.match(text(secondPage), /C:\/p0/);
      assert.ok(policyAllowsOwnScripts(secondPage.headers, text(secondPage)), 'and the policy of the new bytes');

      // Renamed over (a new inode), as tar and rsync -a do, with the old times restored.
      fs.writeFileSync(`${appData}.tmp`, json('cccccccccccccccc'));
      fs.utimesSync(`${appData}.tmp`, mtime, mtime);
      fs.renameSync(`${appData}.tmp`, appData);
      assert.match(text(await rawRequest(site.origin, { target: '/page-data/app-data.json' })), /cccc/);
    } finally {
      await site.close();
    }
  });
});

describe("the server's own answers carry the headers of every answer", () => {
  let site;
  before(async () => {
    site = await listenSite({ requestTimeoutMs: 1000 });
  });
  after(() => site?.close());

  /** Writes `request` as is and returns what came back, once the server closes the connection. */
  const raw = (request, { waitMs = 5000 } = {}) =>
    new Promise((resolve, reject) => {
      const { port } = new URL(site.origin);
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
      let out = '';
      socket.setTimeout(waitMs, () => socket.destroy(new Error(`no answer within ${waitMs} ms`)));
      socket.on('data', (c) => (out += c));
      socket.on('error', reject);
      socket.on('close', () => resolve(out));
    });
  const secured = (answer) => {
    assert.match(answer, /^x-content-type-options: nosniff$/im);
    assert.match(answer, /^content-security-policy: default-src 'self'/im);
    assert.match(answer, /^x-frame-options: DENY$/im);
  };

  for (const [what, request] of [
    ['no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['two Host headers', 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'],
    ['a Host that is no host name', 'GET / HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n'],
    ["a target Node's parser refuses", 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n'],
  ]) {
    it(`${what}: 400`, async () => {
      const answer = await raw(request);
      assert.match(answer, /^HTTP\/1\.1 400 /);
      secured(answer);
    });
  }

  it('an Expect it cannot meet: 417', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: a\r\nExpect: something-else\r\nConnection: close\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 417 /);
    secured(answer);
  });

  it('a request whose headers never finish: 408 at the request timeout, and the server answers others meanwhile', async () => {
    const started = Date.now();
    const pending = raw('GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ');
    assert.equal((await rawRequest(site.origin, { target: '/introduction' })).status, 200);
    const answer = await pending;
    assert.match(answer, /^HTTP\/1\.1 408 /);
    secured(answer);
    assert.ok(Date.now() - started < 4000, `answered after ${Date.now() - started} ms`);
  });

  it('HTTP/1.0 without Host is still served', async () => {
    assert.match(await raw('GET / HTTP/1.0\r\n\r\n'), /^HTTP\/1\.1 200 /);
  });
});

/** `npm run serve` (or node server/serve.mjs) in its own process, on a free port; resolves once it serves. */
function startServe(args, { viaNpm = false, script = 'server/serve.mjs', waitForServing = true } = {}) {
  /** @type {[string, string[]]} */
  const command = viaNpm ? ['npm', ['run', '--silent', 'serve', '--', ...args]] : [process.execPath, [script, ...args]];
  // Its own process group, so that a failed test can stop npm and the node it started together.
  const child = spawn(command[0], command[1], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
    detached: true,
  });
  const output = { text: '' };
  child.stdout.on('data', (c) => (output.text += c));
  child.stderr.on('data', (c) => (output.text += c));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  if (!waitForServing) return Promise.resolve({ child, origin: null, output, exited });
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.text);
      if (m) {
        clearInterval(poll);
        resolve({ child, origin: m[1], output, exited });
      }
    }, 20);
    exited.then(({ code }) => {
      clearInterval(poll);
      reject(new Error(`the server exited (${code}) before serving:\n${output.text}`));
    });
  });
}

/** Resolves once the server's output matches `pattern` (or throws after `timeoutMs`). */
async function outputMatches(serve, pattern, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; !pattern.test(serve.output.text); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the server's output:\n${serve.output.text}`);
  }
}

const stopServe = async (serve) => {
  if (!serve || serve.child.exitCode !== null || serve.child.signalCode) return;
  process.kill(-serve.child.pid, 'SIGKILL');
  await serve.exited;
};

describe('signals and restarts of `npm run serve`', () => {
  let dir;
  let big;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-signals-'));
    writeBuild(dir, 'A');
    big = crypto.randomBytes(48 * 2 ** 20);
    fs.writeFileSync(path.join(dir, 'big.bin'), big);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    'SIGTERM to npm during a slow download: no new connection is accepted, the download arrives whole, then it exits 0',
    { timeout: 30_000 },
    async () => {
      const serve = await startServe(['--port', '0', '--root', dir], { viaNpm: true });
      try {
        const { port } = new URL(serve.origin);
        const socket = net.connect(Number(port), '127.0.0.1');
        const chunks = [];
        let received = 0;
        socket.on('data', (c) => {
          chunks.push(c);
          received += c.length;
        });
        socket.write('GET /big.bin HTTP/1.1\r\nHost: a\r\n\r\n');
        while (received < 1024 * 1024) await sleep(10);
        // The reader stalls: the server is in the middle of the response when the signal comes.
        socket.pause();
        serve.child.kill('SIGTERM');
        await sleep(1000);
        const refused = await new Promise((resolve) => {
          const probe = net.connect(Number(port), '127.0.0.1', () => {
            probe.destroy();
            resolve(false);
          });
          probe.once('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED'));
        });
        assert.ok(refused, 'a new connection is refused once the server drains');
        assert.equal(serve.child.exitCode, null, 'still running while the download is in flight');
        socket.resume();
        await new Promise((resolve) => socket.once('end', resolve));
        const whole = Buffer.concat(chunks);
        const body = whole.subarray(whole.indexOf('\r\n\r\n') + 4);
        assert.equal(body.length, big.length, 'every byte arrived');
        assert.ok(body.equals(big), 'the same bytes');
        const { code } = await serve.exited;
        assert.equal(code, 0, serve.output.text);
        assert.match(serve.output.text, /SIGTERM: draining/);
        // The port is free again: the next start does not fail with EADDRINUSE.
        await new Promise((resolve, reject) => {
          const again = net.createServer().once('error', reject);
          again.listen(Number(port), '127.0.0.1', () => again.close(resolve));
        });
      } finally {
        await stopServe(serve);
      }
    },
  );

  it('SIGHUP without workers: logged, not fatal', async () => {
    const serve = await startServe(['--port', '0', '--root', dir, '--workers', '0']);
    try {
      serve.child.kill('SIGHUP');
      await outputMatches(serve, /SIGHUP: nothing to reload/);
      await sleep(200);
      assert.equal(serve.child.exitCode, null);
      assert.equal((await rawRequest(serve.origin, { target: '/p1' })).status, 200);
    } finally {
      await stopServe(serve);
    }
  });

  it(
    'SIGHUP with workers: a rolling restart under keep-alive load that loses no request',
    { timeout: 150_000 },
    async () => {
      const serve = await startServe(['--port', '0', '--root', dir, '--workers', '2']);
      try {
        let restartedAt = null;
        const load = await measureLoad(`${serve.origin}/p1`, {
          connections: 100,
          seconds: 10,
          timeoutSeconds: 5,
          // The load stays on until the restart is done: under a loaded machine a restart took 11.5 s.
          holdForDuring: true,
          during: async (elapsed) => {
            await sleep(2000);
            serve.child.kill('SIGHUP');
            await outputMatches(serve, /Rolling restart done/);
            restartedAt = elapsed();
          },
        });
        assert.ok(
          restartedAt !== null && load.seconds * 1000 >= /** @type {number} */ (restartedAt),
          `the restart finished while the load was on (after ${restartedAt} ms, load for ${load.seconds} s)`,
        );
        assert.equal((serve.output.text.match(/replaced by worker/g) ?? []).length, 2);
        assert.equal(serve.child.exitCode, null);
        console.log(`# rolling restart under load: ${JSON.stringify(load)}`);
        assert.ok(load.requests > 1000, `${load.requests} requests`);
        assert.equal(load.errors, 0, 'no connection error');
        assert.equal(load.timeouts, 0, 'no timeout');
        assert.equal(load.non2xx, 0, 'no answer other than 200');
      } finally {
        await stopServe(serve);
      }
    },
  );

  /** The pids of a process's children (the pool's workers). */
  const workersOf = (pid) =>
    execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter(Boolean);

  it(
    'a successor that fails to start stops the rolling restart; the pool stays at --workers',
    { timeout: 90_000 },
    async () => {
      // The server's code copied, so that it can be broken as a half-copied code deploy would leave it.
      const code = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-code-'));
      fs.cpSync(path.resolve('server'), path.join(code, 'server'), { recursive: true });
      fs.symlinkSync(path.resolve('node_modules'), path.join(code, 'node_modules'), 'dir');
      fs.copyFileSync(path.resolve('package.json'), path.join(code, 'package.json'));
      const serverFile = path.join(code, 'server', 'server.mjs');
      const good = fs.readFileSync(serverFile, 'utf8');
      const serve = await startServe(['--port', '0', '--root', dir, '--workers', '2'], {
        script: path.join(code, 'server', 'serve.mjs'),
      });
      try {
        const before = workersOf(serve.child.pid);
        assert.equal(before.length, 2);
        fs.writeFileSync(serverFile, good.slice(0, good.length / 2));
        serve.child.kill('SIGHUP');
        await outputMatches(serve, /Rolling restart stopped/);
        // Longer than the crash pause's cap: nothing is forked again meanwhile.
        await sleep(3000);
        assert.deepEqual(workersOf(serve.child.pid).sort(), before.sort(), 'the same two workers serve on');
        assert.equal((serve.output.text.match(/Rolling restart stopped/g) ?? []).length, 1, 'logged once');
        assert.doesNotMatch(serve.output.text, /died|replacing it/, 'not counted as a crash');
        assert.equal((await rawRequest(serve.origin, { target: '/p1' })).status, 200);
        // The code fixed, the next SIGHUP restarts the pool: two workers still, both new.
        fs.writeFileSync(serverFile, good);
        serve.child.kill('SIGHUP');
        await outputMatches(serve, /Rolling restart done/);
        const after = workersOf(serve.child.pid);
        assert.equal(after.length, 2, `two workers, not ${after.length}`);
        assert.ok(after.every((pid) => !before.includes(pid)));
      } finally {
        await stopServe(serve);
        fs.rmSync(code, { recursive: true, force: true });
      }
    },
  );

  it(
    'both workers killed at once: every connection is answered, by a worker once one is back or with a 503',
    { timeout: 60_000 },
    async () => {
      const serve = await startServe(['--port', '0', '--root', dir, '--workers', '2']);
      try {
        const pids = workersOf(serve.child.pid);
        for (const pid of pids) process.kill(pid, 'SIGKILL');
        // Connections opened while no worker runs, and over the next seconds while they come back.
        const answers = await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            await sleep(i * 100);
            const started = Date.now();
            const answer = await rawRequest(serve.origin, { target: '/p1' }).catch((error) => ({ status: error.code }));
            return { status: answer.status, ms: Date.now() - started };
          }),
        );
        assert.deepEqual(
          answers.filter((a) => a.status !== 200 && a.status !== 503),
          [],
          'each answered 200 or 503',
        );
        assert.ok(
          answers.some((a) => a.status === 200),
          'the pool came back',
        );
        assert.ok(
          answers.every((a) => a.ms < 8000),
          `answered within 8 s: ${answers.map((a) => a.ms).join(', ')}`,
        );
        await outputMatches(serve, /the pool has 0 of 2 workers/);
        assert.equal(workersOf(serve.child.pid).length, 2);
      } finally {
        await stopServe(serve);
      }
    },
  );

  // As soon as the server's code runs (its modules loading), and while the workers start.
  for (const [signal, delay] of [
    ['SIGTERM', 0],
    ['SIGTERM', 500],
    ['SIGHUP', 0],
    ['SIGHUP', 500],
  ]) {
    it(`${signal} ${delay} ms into start-up is handled: no crash, no stack trace`, { timeout: 30_000 }, async () => {
      const serve = await startServe(['--port', '0', '--root', dir, '--workers', '2'], { waitForServing: false });
      try {
        // From its first line, the server's code handles signals (before it, no Node program can).
        await outputMatches(serve, /^Starting \(pid/);
        await sleep(delay);
        serve.child.kill(signal);
        if (signal === 'SIGTERM') {
          const { code } = await serve.exited;
          assert.equal(code, 0, serve.output.text);
        } else {
          await outputMatches(serve, /Serving .* at http/);
          await outputMatches(serve, /SIGHUP: (still starting|restarting|nothing)/);
          const origin = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(serve.output.text)[1];
          assert.equal((await rawRequest(origin, { target: '/p1' })).status, 200);
          assert.equal(serve.child.exitCode, null);
        }
        assert.doesNotMatch(serve.output.text, /EPIPE|Error:|\n\s+at /, serve.output.text);
      } finally {
        await stopServe(serve);
      }
    });
  }
});
