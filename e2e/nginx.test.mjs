// The emitted deploy/nginx.conf on a real nginx: the same serving checks as the Node server
// (e2e/serving-checks.mjs), with nginx serving public/ from a fixed config that includes the snippet
// unchanged (from deploy/, as an operator includes the copy they reviewed). nginx runs unprivileged on a free loopback port, with its pid, logs and temp files in a
// temporary folder. Without nginx on the machine the suite is skipped, saying so; CI installs it
// (.ci/run), and there a missing nginx fails.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NGINX, startNginx } from './nginx.mjs';
import { defineServingChecks } from './serving-checks.mjs';

if (!NGINX && process.env.CI) throw new Error('nginx is missing in CI: .ci/run installs it (apt-get install nginx)');

describe('nginx with the emitted deploy/nginx.conf: the serving checks', { skip: NGINX ? false : 'nginx is not installed here (apt-get install nginx); CI installs it' }, () => {
  let nginx;
  before(async () => {
    nginx = await startNginx();
  });
  after(async () => nginx?.stop());

  defineServingChecks(() => nginx.origin, { server: 'nginx' });

  it('the snippet loads without warnings', () => {
    assert.doesNotMatch(nginx.errorLog(), /\[(warn|emerg|crit)\]/);
  });
});
