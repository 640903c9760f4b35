// nginx on this machine, serving public/ with the emitted snippet (deploy/nginx.conf) on a free loopback
// port, unprivileged, with its pid, logs and temp files in a temporary folder: for e2e/nginx.test.mjs and
// the bench (tools/bench/serving.mjs).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxSnippetPath } from '../../server/emit-deploy-files.mjs';
import { freePort, portOpen } from './freePort.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));

/**
 * nginx on public/ with the emitted snippet; returns its origin and a stop function. The bench runs it with
 * a worker per core and room for its 500 connections.
 */
export async function startNginx({ workers = 1, connections = 128, publicDir = path.resolve('public') } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-nginx-'));
  const port = await freePort();
  // The fixed part a deployer writes: where to listen and the root; the rest is the build's snippet.
  const config = `
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen 127.0.0.1:${port};
        root ${publicDir};
        include ${nginxSnippetPath(publicDir)};
    }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  // Unprivileged: as root (CI), nginx runs as nobody, which may read public/ and write only its folder.
  const asRoot = process.getuid?.() === 0;
  let ids = {};
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
    ids = { uid, gid };
  }
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...ids,
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  if (!(await portOpen(port, () => child.exitCode === null, 10_000))) {
    child.kill('SIGKILL');
    const why = child.exitCode === null ? `did not listen on ${port}` : `exited with ${child.exitCode}`;
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`nginx ${why}\n${stderr}\n${log}`);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
