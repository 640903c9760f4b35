// Runs one sample program (bash, python3 or node) the way a reader would, inside the runner's work folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Python that can import `requests`: the first `python3` on PATH may be a pyenv or venv build without
 * it, while Debian's python3-requests installs into /usr/bin/python3.
 */
export function findPython() {
  for (const candidate of ['python3', '/usr/bin/python3', 'python']) {
    const r = spawnSync(candidate, ['-c', 'import requests, sys; print(sys.executable)'], { encoding: 'utf8' });
    if (r.status === 0) return r.stdout.trim();
  }
  return null;
}

const importable = new Map();
/** Whether a top-level Python module imports with that Python (cached). */
export function pythonHas(python, module) {
  if (!importable.has(module))
    importable.set(module, spawnSync(python, ['-c', `import ${module}`], { stdio: 'ignore' }).status === 0);
  return importable.get(module);
}

export function pyCompile(python, file) {
  const r = spawnSync(python, ['-m', 'py_compile', file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

// Small but real files for the names samples upload or read: a PNG, a JPEG, a PDF, an MP3 frame, text.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=';
export const STAND_INS = {
  png: () => Buffer.from(PNG, 'base64'),
  jpg: () => Buffer.from(JPEG, 'base64'),
  jpeg: () => Buffer.from(JPEG, 'base64'),
  webp: () => Buffer.from(PNG, 'base64'),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  mp3: () => Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)]),
  m4a: () => Buffer.from('AAAAGGZ0eXBNNEEgAAAAAE00QSBpc29tAAAACA==', 'base64'), // an ftyp box: M4A, isom
  wav: () =>
    Buffer.from('RIFF$\0\0\0WAVEfmt \x10\0\0\0\x01\0\x01\0D\xac\0\0\x88X\x01\0\x02\0\x10\0data\0\0\0\0', 'latin1'),
  txt: () => Buffer.from('کالا تا هفت روز پس از تحویل قابل بازگشت است.\n'),
};

/** Creates a stand-in for every local file name a sample mentions (`receipt.jpg`, `manual.pdf` …). */
export function createStandIns(dir, code) {
  for (const m of code.matchAll(/["'@=]([\w.-]+\.(png|jpe?g|webp|pdf|mp3|m4a|wav|txt))\b/g)) {
    const file = path.join(dir, m[1]);
    if (!fs.existsSync(file)) fs.writeFileSync(file, STAND_INS[m[2]]());
  }
}

/** A git repository with an `origin/main` and one change on top, for samples that review `git diff`. */
export function createGitStandIn(dir) {
  if (fs.existsSync(path.join(dir, '.git'))) return;
  const [name, email] = ['runner', 'runner@example.com'];
  const who = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  const git = (...args) => spawnSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...who } });
  git('init', '-q', '-b', 'main');
  fs.writeFileSync(path.join(dir, 'app.py'), 'def total(items):\n    return sum(items)\n');
  git('add', 'app.py');
  git('commit', '-q', '-m', 'start');
  git('update-ref', 'refs/remotes/origin/main', 'HEAD');
  fs.writeFileSync(path.join(dir, 'app.py'), 'def total(items):\n    return sum(i.price for i in items)\n');
  git('commit', '-q', '-am', 'change');
}

const EXTENSIONS = { bash: 'sh', python: 'py', node: 'mjs' };

/**
 * Starts a program and leaves it running (a server, a relay): `done` resolves with its exit code; `output()`
 * is its stdout and stderr, interleaved as received; `stop()` ends it (SIGTERM, then SIGKILL after two
 * seconds) and resolves once it has exited.
 */
export function startProgram({ runner, code, dir, name, env, python, args = [] }) {
  const file = path.join(dir, `${name}.${EXTENSIONS[runner]}`);
  fs.writeFileSync(file, runner === 'bash' ? `set -euo pipefail\n${code}\n` : `${code}\n`);
  const command = { bash: 'bash', python, node: process.execPath }[runner];
  const child = spawn(command, [file, ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  const add = (c) => {
    if (output.length < 20_000) output += c.toString();
  };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  const done = new Promise((resolve) =>
    child.on('close', (status, signal) => {
      exited = true;
      resolve(status ?? (signal ? 1 : 0));
    }),
  );
  return {
    done,
    output: () => output,
    exited: () => exited,
    kill: (note) => {
      output += note;
      child.kill('SIGKILL');
    },
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Runs a program and resolves with its exit code and output; it is killed after `timeoutMs`. */
export async function runProgram(options) {
  const { timeoutMs = 60_000 } = options;
  const program = startProgram(options);
  const timer = setTimeout(() => program.kill(`\n[runner] stopped after ${timeoutMs / 1000} s`), timeoutMs);
  const code = await program.done;
  clearTimeout(timer);
  return { code, output: program.output() };
}
