// Loaded into the server process of the fuzz test (`node --import ./e2e/fs-watch.mjs server/serve.mjs`):
// records every path the process hands to the fs module once it has accepted its first connection
// (before that it loads its own code), and writes them, with how many calls it saw, to
// $FS_WATCH_REPORT when it exits. The test then asserts that none lies outside the served folder.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const report = process.env.FS_WATCH_REPORT;
const seen = new Map();
let armed = false;
let calls = 0;

const asPath = (value) => {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString();
  if (value instanceof URL && value.protocol === 'file:') return fileURLToPath(value);
  return null;
};

const record = (value) => {
  if (!armed) return;
  const p = asPath(value);
  if (p === null) return;
  calls++;
  const abs = path.resolve(p);
  seen.set(abs, (seen.get(abs) ?? 0) + 1);
};

// The fs functions that take a path first: each promise one, its sync twin, and two with no promise twin.
const ASYNC = ['access', 'lstat', 'open', 'opendir', 'readFile', 'readdir', 'readlink', 'realpath', 'stat'];
const PATH_FIRST = [...ASYNC, ...ASYNC.map((name) => `${name}Sync`), 'createReadStream', 'existsSync'];
for (const name of PATH_FIRST) {
  const original = fs[name];
  fs[name] = Object.assign(function watched(target, ...rest) {
    record(target);
    return original.call(this, target, ...rest);
  }, original);
}
for (const name of ASYNC) {
  const original = fs.promises[name];
  fs.promises[name] = function watched(target, ...rest) {
    record(target);
    return original.call(this, target, ...rest);
  };
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function armOnFirstConnection(event, ...args) {
  if (event === 'connection') armed = true;
  return emit.call(this, event, ...args);
};

process.on('exit', () => {
  if (report) fs.writeFileSync(report, JSON.stringify({ calls, paths: Object.fromEntries(seen) }));
});
