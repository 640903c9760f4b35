// The emitted deploy/nginx.conf on a real nginx: the same serving checks as the Node server
// (e2e/serving-checks.mjs), with nginx serving public/ from a fixed config that includes the snippet
// unchanged (from deploy/, as an operator includes the copy they reviewed). nginx runs unprivileged on a free loopback port, with its pid, logs and temp files in a
// temporary folder. Without nginx on the machine the suite is skipped, saying so; CI installs it
// (.ci/run), and there a missing nginx fails.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { emitDeployFiles, nginxSnippetPath } from '../server/emit-deploy-files.mjs';
import { listenSite } from '../server/server.mjs';
import { NGINX, startNginx } from '../tools/testing/nginx.mjs';
import {
  definePrivateFileChecks,
  defineServingChecks,
  keepAliveLoad,
  OFF_ORIGIN_TARGETS,
  publicWithPrivateFiles,
  rawRequest,
  writeBuild,
} from './serving-checks.mjs';

if (!NGINX && process.env.CI) throw new Error('nginx is missing in CI: .ci/run installs it (apt-get install nginx)');

describe(
  'nginx with the emitted deploy/nginx.conf: the serving checks',
  { skip: NGINX ? false : 'nginx is not installed here (apt-get install nginx); CI installs it' },
  () => {
    let nginx;
    before(async () => {
      nginx = await startNginx();
    });
    after(async () => nginx?.stop());

    defineServingChecks(() => nginx.origin, { server: 'nginx' });

    it('the snippet loads without warnings', () => {
      assert.doesNotMatch(nginx.errorLog(), /\[(warn|emerg|crit)\]/);
    });
  },
);

/**
 * Targets whose redirect both servers must write alike: the route forms, encodings nginx must keep encoded
 * in Location (`%3F` once became a real `?`, starting a query), `#`, `%`, spaces, Persian, queries.
 */
export const REDIRECT_TARGETS = [
  '/introduction.html',
  '/introduction/index.html',
  '/introduction/',
  '/index.html',
  '/api/audio.html?x=1',
  '/introduction/?x=1&y=%3F',
  '/a%3Fb/index.html',
  '/a%3Fb.html',
  '/a%3Fb/',
  '/a%3Fb%3Fc/',
  '/a%3F/',
  '/a%3Fb/?q=1',
  '/x%3Fy/index.html?q=%3F',
  '/introduction%3F.html',
  '/a%23b/',
  '/a%25b/',
  '/a%20b/',
  '/%D8%B1%D8%A7%D9%87%D9%86%D9%85%D8%A7/',
  '/%D8%B1%D8%A7.html',
  '/./introduction/',
  '/%2e/introduction.html',
  '/a?b/',
];

describe(
  'redirects: nginx with the snippet answers as the Node server does',
  { skip: NGINX ? false : 'nginx is not installed here' },
  () => {
    let nginx;
    let node;
    before(async () => {
      [nginx, node] = await Promise.all([startNginx(), listenSite()]);
    });
    after(async () => Promise.all([nginx?.stop(), node?.close()]));

    for (const target of REDIRECT_TARGETS) {
      it(`${target}: the same status, Location, Cache-Control and body`, async () => {
        const [fromNginx, fromNode] = await Promise.all([
          rawRequest(nginx.origin, { target }),
          rawRequest(node.origin, { target }),
        ]);
        assert.equal(fromNginx.status, fromNode.status);
        assert.equal(fromNginx.headers.location, fromNode.headers.location);
        if (fromNode.status === 301) {
          assert.equal(fromNginx.headers['cache-control'], fromNode.headers['cache-control']);
          assert.deepEqual(fromNginx.body, fromNode.body);
        }
        if (fromNode.headers.location) assert.doesNotMatch(fromNode.headers.location.split('?')[0], /[#\s]/);
      });
    }

    it('no redirect of either server puts a decoded "?" of the path into Location', async () => {
      for (const target of [...REDIRECT_TARGETS, ...OFF_ORIGIN_TARGETS.map((t) => t.replace('evil', 'evil%3F'))]) {
        for (const origin of [nginx.origin, node.origin]) {
          const { location } = (await rawRequest(origin, { target })).headers;
          if (!location) continue;
          const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
          assert.ok(location.indexOf('?') === -1 || location.endsWith(query), `${origin}${target} → ${location}`);
        }
      }
    });
  },
);

describe(
  'nginx with the snippet: private files a deploy copied in are never served',
  { skip: NGINX ? false : 'nginx is not installed here' },
  () => {
    let folder;
    let nginx;
    before(async () => {
      folder = publicWithPrivateFiles();
      nginx = await startNginx({ publicDir: folder.publicDir });
    });
    after(async () => {
      await nginx?.stop();
      folder?.remove();
    });
    definePrivateFileChecks(() => nginx.origin);
  },
);

describe(
  'nginx deployed by the recipe (docs/deploy.md): a deploy and a rollback under keep-alive traffic',
  { skip: NGINX ? false : 'nginx is not installed here' },
  () => {
    let dir;
    let nginx;
    before(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-nginx-deploy-'));
      fs.chmodSync(dir, 0o755);
      writeBuild(path.join(dir, 'releases', 'a'), 'A');
      writeBuild(path.join(dir, 'releases', 'b'), 'B');
      fs.symlinkSync(path.join(dir, 'releases', 'a'), path.join(dir, 'current'), 'dir');
      // Release A was served with its own snippet; B's is written allowing the served release's scripts too,
      // installed (nginx started with it: the reload the recipe does before the flip), and only then is the
      // root flipped, with no reload.
      fs.mkdirSync(path.join(dir, 'deploy'));
      const written = emitDeployFiles(path.join(dir, 'releases', 'b'), { previous: path.join(dir, 'current') });
      fs.copyFileSync(
        path.resolve(written.files.find((f) => f.endsWith('nginx.conf'))),
        nginxSnippetPath(path.join(dir, 'current')),
      );
      nginx = await startNginx({ publicDir: path.join(dir, 'current'), connections: 512 });
    });
    after(async () => {
      await nginx?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('flips to B and back to A: 0 answers whose policy blocks their own inline scripts, 0 reset requests', async (t) => {
      const routes = ['/', '/p0', '/p1', '/p2', '/p3', '/p4', '/p5'];
      const load = keepAliveLoad(nginx.origin, routes);
      const flip = (release) => {
        const next = path.join(dir, 'current.next');
        fs.symlinkSync(path.join(dir, 'releases', release), next, 'dir');
        fs.renameSync(next, path.join(dir, 'current'));
      };
      try {
        for (const release of ['b', 'a', 'b', 'a', 'b', 'a']) {
          await new Promise((r) => setTimeout(r, 200));
          flip(release);
        }
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await load.stop();
      }
      const { answers } = load;
      const builds = new Set(answers.map((a) => a.build));
      t.diagnostic(
        `${answers.length} answers over 6 flips: ${answers.filter((a) => a.status === 0).length} reset or failed, ` +
          `${answers.filter((a) => !a.ok).length} with a policy blocking their own scripts`,
      );
      assert.ok(builds.has('A') && builds.has('B'), `both builds were served (${answers.length} answers)`);
      assert.deepEqual(
        answers.filter((a) => a.status === 0),
        [],
        'no request reset or failed',
      );
      assert.deepEqual(
        answers.filter((a) => a.status !== 200),
        [],
        'every answer 200',
      );
      assert.deepEqual(
        answers.filter((a) => !a.ok),
        [],
        "every answer's policy allows its own inline scripts",
      );
    });
  },
);
