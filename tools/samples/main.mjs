// The sample runner: every sample a reader sees (the code fences of content/**/*.mdx and the generated cURL,
// Python and JavaScript samples of every operation) runs against a Prism mock of content/openapi. Prints
// executed / valid / not executed per language and fails on any request the definition rejects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDefinition } from '../../src/node/openApiDefinition.ts';
import { allIdSources, pointerGet } from '../../src/lib/openapi/idSources.ts';
import { listOperations } from '../../src/lib/openapi/refs.ts';
import { buildSamples, formFields } from '../../src/lib/openapi/samples.ts';
import { extractFences } from './runner/fences.ts';
import { bodyOf, documentModel } from '../../src/node/documentModel.ts';
import { mockCopy, multipartChecker } from './runner/mockJudge.ts';
import { conventionProblems, pairServers, planFence, pythonImports } from './runner/plan.ts';
import { formatSummary, tally } from './runner/report.ts';
import net from 'node:net';
import { freePort } from '../testing/freePort.mjs';
import { startPrism } from './prism.mjs';
import { startLane } from './proxy.mjs';
import { NODE_HARNESS, PYTHON_HARNESS } from './harness.mjs';
import {
  createGitStandIn,
  createStandIns,
  findPython,
  pyCompile,
  pythonHas,
  runProgram,
  startProgram,
} from './programs.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CONTENT = path.join(ROOT, 'content');
const WORKERS = Number(process.env.SAMPLE_RUNNER_WORKERS ?? 2);
// Generated Python and JavaScript samples run this many to a process (see harness.mjs); cURL runs one by one.
const BATCH = 12;
// A key of the documented shape (tpsg- and 31 letters and digits); the mock only checks that one is sent.
const API_KEY = 'tpsg-SampleRunnerKey0000000000000000';
// Modules of Python's standard library the samples import; anything else must be importable or is compiled only.
const STDLIB = new Set([
  'os',
  'sys',
  'json',
  'time',
  're',
  'math',
  'subprocess',
  'pathlib',
  'typing',
  'urllib',
  'base64',
  'datetime',
  'itertools',
  'collections',
]);
const filter = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

function mdxFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'openapi' ? [] : mdxFiles(abs);
    return e.name.endsWith('.mdx') ? [abs] : [];
  });
}

/** Every sample the site shows, in a stable order: fences page by page, then generated samples per operation. */
function collect(doc) {
  const fences = mdxFiles(CONTENT)
    .sort()
    .flatMap((file) => {
      const raw = fs.readFileSync(file, 'utf8');
      const { fences, error } = documentModel({ body: bodyOf(raw), raw, file, contentDir: CONTENT });
      if (error) throw new Error(`${path.relative(ROOT, file)} is not valid MDX: ${error}`);
      return pairServers(extractFences(fences, path.relative(ROOT, file)).map(planFence));
    });
  const generated = listOperations(doc).flatMap((entry) => {
    const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
    const examples = media ? Object.entries(media[1].examples ?? {}) : [['default', undefined]];
    return examples.flatMap(([key, ex]) => {
      const code = buildSamples({ doc, entry, body: ex?.value, contentType: media?.[0] });
      return [
        { id: `${entry.id}/${key}/curl`, origin: 'generated', language: 'curl', runner: 'bash', code: code.curl },
        {
          id: `${entry.id}/${key}/python`,
          origin: 'generated',
          language: 'python',
          runner: 'python',
          code: code.python,
        },
        {
          id: `${entry.id}/${key}/javascript`,
          origin: 'generated',
          language: 'javascript',
          runner: 'node',
          code: code.javascript,
        },
      ];
    });
  });
  const all = [...fences, ...generated];
  return filter ? all.filter((s) => s.id.includes(filter)) : all;
}

/** Calls an operation on the mock with its first request example, as the runner's own setup request. */
async function callOperation(doc, entry, lane) {
  let url = entry.path.replace(/\{([^}]+)\}/g, (_, name) =>
    String(entry.parameters.find((p) => p.name === name)?.example ?? name),
  );
  const headers = { authorization: `Bearer ${API_KEY}` };
  let body;
  const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
  const example = media ? Object.values(media[1].examples ?? {})[0]?.value : undefined;
  if (media?.[0] === 'multipart/form-data') {
    body = new FormData();
    for (const f of formFields(doc, media[1].schema, example)) {
      if (f.file) body.append(f.name, new Blob([Buffer.from('stand-in')]), f.value);
      else body.append(f.name, f.value);
    }
  } else if (example !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(example);
  }
  lane.current = `(setup) ${entry.id}`;
  const res = await fetch(lane.url + url, { method: entry.method.toUpperCase(), headers, body });
  return res.json();
}

/** The id variables samples read, filled from the mock's answers to the operations that return them. */
async function idEnvironment(doc, lane) {
  const env = {};
  const operations = new Map(listOperations(doc).map((e) => [e.id, e]));
  for (const [variable, source] of allIdSources(doc)) {
    if (!source.operationId) {
      // No documented response returns this id: the parameter's example stands in for it.
      env[variable] = String(
        listOperations(doc)
          .flatMap((e) => e.parameters)
          .find((p) => p['x-id-source']?.variable === variable)?.example ?? variable.toLowerCase(),
      );
      continue;
    }
    const answer = await callOperation(doc, operations.get(source.operationId), lane);
    const value = pointerGet(answer, source.pointer);
    if (typeof value !== 'string')
      throw new Error(`${variable}: ${source.operationId} answered without ${source.pointer}`);
    env[variable] = value;
  }
  // A second id of a kind (IMAGE_URL_2 beside IMAGE_URL) gets the same value: the mock accepts either.
  for (const [k, v] of Object.entries({ ...env })) for (const n of [2, 3]) env[`${k}_${n}`] = v;
  return env;
}

function programEnv(lane, ids) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    PYTHONIOENCODING: 'utf-8',
    PYTHONDONTWRITEBYTECODE: '1',
    METIS_API_KEY: API_KEY,
    METIS_BASE_URL: lane.url,
    SAMPLE_RUNNER_LANE: lane.url,
    ...ids,
  };
}

const marker = {
  python: (id) =>
    `__import__("urllib.request").request.urlopen(__import__("os").environ["SAMPLE_RUNNER_LANE"] + "/__sample__/" + ${JSON.stringify(encodeURIComponent(id))}).read()`,
  node: (id) =>
    `await fetch(process.env.SAMPLE_RUNNER_LANE + "/__sample__/" + ${JSON.stringify(encodeURIComponent(id))});`,
  // The reader's own shell has METIS_BASE_URL and METIS_API_KEY set; a block that exports the real host (the
  // "set your variables" block) must not send the next blocks to it, so they are put back before each block.
  bash: (id, env) =>
    `curl -s -o /dev/null "$SAMPLE_RUNNER_LANE/__sample__/${encodeURIComponent(id)}"\nexport METIS_BASE_URL=${JSON.stringify(env.METIS_BASE_URL)} METIS_API_KEY=${JSON.stringify(env.METIS_API_KEY)}`,
};

/** A verdict from a program run and the requests it made. */
function verdictOf(sample, ran, requests, problems, output) {
  const rejected = requests.filter((r) => r.rejected);
  return {
    id: sample.id,
    origin: sample.origin,
    language: sample.language,
    outcome: 'ran',
    valid: ran && rejected.length === 0 && problems.length === 0,
    problems,
    requests,
    output: ran && rejected.length === 0 ? undefined : output,
  };
}

async function main() {
  const started = Date.now();
  const doc = loadDefinition(path.join(CONTENT, 'openapi'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-samples-'));
  const definitionFile = path.join(tmp, 'metis-openapi.json');
  fs.writeFileSync(definitionFile, JSON.stringify(mockCopy(doc)));
  const work = path.join(ROOT, 'node_modules', '.cache', 'sample-runner');
  fs.rmSync(work, { recursive: true, force: true });

  const prism = await startPrism(definitionFile);
  const mockReady = Date.now();
  const lanes = [];
  const verdicts = [];
  try {
    for (let i = 0; i < WORKERS; i++) {
      const lane = await startLane(prism.url, multipartChecker(doc));
      lane.dir = path.join(work, `lane-${i}`);
      fs.mkdirSync(lane.dir, { recursive: true });
      // The lane is a project of its own: a sample's `npm install openai` (the install step of /) installs
      // into the lane, instead of npm walking up to this repository and rewriting its lock file.
      fs.writeFileSync(path.join(lane.dir, 'package.json'), '{ "private": true }\n');
      lanes.push(lane);
    }
    const setup = lanes[0];
    const ids = await idEnvironment(doc, setup);
    const setupRejected = [...setup.records.values()].flat().filter((r) => r.rejected);
    if (setupRejected.length)
      throw new Error(`the runner's own setup requests were rejected: ${JSON.stringify(setupRejected)}`);
    await checkTheJudge(setup, ids);
    setup.records.clear();

    const python = findPython();
    const samples = collect(doc);
    for (const lane of lanes) {
      for (const s of samples) if (s.runner) createStandIns(lane.dir, s.code);
      if (samples.some((s) => /\bgit\b.*\bdiff\b|"git", \["diff"|\["git", "diff"/.test(s.code)))
        createGitStandIn(lane.dir);
    }

    // Decide what runs. Python that imports a package this machine cannot install is compiled only.
    const jobs = [];
    const sequences = new Map();
    const batches = new Map();
    for (const s of samples) {
      const problems = s.runner ? conventionProblems(s.code, s.language) : [];
      if (!s.runner) {
        verdicts.push({
          id: s.id,
          origin: s.origin,
          language: s.language,
          outcome: 'skipped',
          valid: false,
          reason: s.skip,
          problems: [],
          requests: [],
        });
        continue;
      }
      if (s.runner === 'python') {
        if (!python) {
          verdicts.push({
            ...s,
            outcome: 'skipped',
            valid: false,
            reason: 'no python3 that can import requests (install python3-requests)',
            problems,
            requests: [],
          });
          continue;
        }
        const missing = pythonImports(s.code).filter((m) => !STDLIB.has(m) && !pythonHas(python, m));
        if (missing.length) {
          const file = path.join(tmp, `${s.id.replace(/[^\w.-]+/g, '_')}.py`);
          fs.writeFileSync(file, s.code);
          const compiled = pyCompile(python, file);
          if (!compiled.ok) problems.push(`does not compile: ${compiled.output.trim().split('\n').pop()}`);
          verdicts.push({
            id: s.id,
            origin: s.origin,
            language: s.language,
            outcome: 'skipped',
            valid: false,
            reason: `needs the Python package ${missing.map((m) => `"${m}"`).join(', ')}, which cannot be installed here (no PyPI); compiled with py_compile${compiled.ok ? '' : ' and FAILED'}`,
            problems,
            requests: [],
          });
          continue;
        }
      }
      if (s.server) {
        // A server runs on its own, not as part of the page's program: it would never return.
        jobs.push({ kind: 'server', sample: s, problems });
      } else if (s.origin === 'fence' && s.runner !== 'request') {
        // Blocks of one language on one page run as one program, in page order: later blocks continue earlier ones.
        const key = `${s.page}|${s.runner}`;
        if (!sequences.has(key)) {
          const seq = { kind: 'sequence', runner: s.runner, page: s.page, blocks: [] };
          sequences.set(key, seq);
          jobs.push(seq);
        }
        sequences.get(key).blocks.push({ sample: s, problems });
      } else if (s.origin === 'generated' && (s.runner === 'python' || s.runner === 'node')) {
        const open = batches.get(s.runner);
        if (open && open.items.length < BATCH) open.items.push({ sample: s, problems });
        else {
          const batch = { kind: 'batch', runner: s.runner, items: [{ sample: s, problems }] };
          batches.set(s.runner, batch);
          jobs.push(batch);
        }
      } else {
        jobs.push({ kind: 'single', sample: s, problems });
      }
    }

    let next = 0;
    const work1 = async (lane) => {
      const env = programEnv(lane, ids);
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job.kind === 'server') verdicts.push(await runServer(job, lane, env, python));
        else if (job.kind === 'sequence') verdicts.push(...(await runSequence(job, lane, env, python)));
        else if (job.kind === 'batch') verdicts.push(...(await runBatch(job, lane, env, python)));
        else if (job.sample.runner === 'request') verdicts.push(await runRequest(doc, job, lane, ids));
        else verdicts.push(await runSingle(job, lane, env, python));
      }
    };
    await Promise.all(lanes.map(work1));

    const order = new Map(samples.map((s, i) => [s.id, i]));
    verdicts.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const fenceCount = samples.filter((s) => s.origin === 'fence').length;
    console.log(
      `Sample runner: ${samples.length} samples (${fenceCount} code fences in content/, ${samples.length - fenceCount} generated for ${listOperations(doc).length} operations), ` +
        `mock: Prism on ${prism.url} (ready in ${((mockReady - started) / 1000).toFixed(1)} s), ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`,
    );
    console.log(formatSummary(verdicts));
  } catch (e) {
    console.error(`Sample runner failed: ${e.stack ?? e}\nPrism log:\n${prism.log.join('').slice(-3000)}`);
    process.exitCode = 1;
  } finally {
    await Promise.all(lanes.map((l) => l.close()));
    // Prism's own log, for reading after a failure (its violations are also in each answer's header).
    fs.writeFileSync(path.join(work, 'prism.log'), prism.log.join(''));
    await prism.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (process.exitCode) return;
  const { rejected, invalid } = tally(verdicts);
  if (rejected > 0 || invalid.length > 0) process.exitCode = 1;
}

async function runSingle(job, lane, env, python) {
  const { sample } = job;
  lane.current = sample.id;
  const t0 = Date.now();
  const result = await runProgram({
    runner: sample.runner,
    code: sample.code,
    dir: lane.dir,
    name: sample.id.replace(/[^\w.-]+/g, '_'),
    env,
    python,
  });
  if (process.env.SAMPLE_RUNNER_TIMES) console.error(`${Date.now() - t0} ms ${sample.id}`);
  const problems = [...job.problems];
  if (result.code !== 0) problems.push(`exited with status ${result.code}`);
  return verdictOf(sample, result.code === 0, lane.take(sample.id), problems, result.output);
}

async function runSequence(job, lane, env, python) {
  const name = `${job.page.replace(/[^\w.-]+/g, '_')}.${job.runner}`;
  lane.current = job.blocks[0].sample.id;
  const code = job.blocks.map(({ sample }) => `${marker[job.runner](sample.id, env)}\n${sample.code}\n`).join('\n');
  const t0 = Date.now();
  const result = await runProgram({ runner: job.runner, code, dir: lane.dir, name, env, python, timeoutMs: 120_000 });
  if (process.env.SAMPLE_RUNNER_TIMES) console.error(`${Date.now() - t0} ms ${name}`);
  const failedAt = result.code === 0 ? -1 : job.blocks.findIndex(({ sample }) => sample.id === lane.current);
  return job.blocks.map(({ sample, problems }, i) => {
    const own = [...problems];
    if (failedAt >= 0 && i === failedAt)
      own.push(`failed (exit status ${result.code}) while running this block of the page's ${job.runner} sequence`);
    if (failedAt >= 0 && i > failedAt) own.push('not reached: an earlier block of the page failed');
    return verdictOf(
      sample,
      failedAt < 0 || i < failedAt,
      lane.take(sample.id),
      own,
      i === failedAt ? result.output : undefined,
    );
  });
}

/** Resolves once something listens on the port, or false when the program ended or the time ran out first. */
async function listening(port, program, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !program.exited()) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * A server program (a relay): started with PORT set, sent the request of the page's next `http` fence as
 * a client would send it, and stopped. It passes when it answers that request with a 2xx body and every
 * request it made on to the API was one the definition accepts.
 */
async function runServer(job, lane, env, python) {
  const { sample } = job;
  const problems = [...job.problems];
  if (!sample.trial) {
    problems.push('a server fence needs an `http` fence after it on the page: the request a client sends it');
    return verdictOf(sample, false, [], problems, '');
  }
  const port = await freePort();
  lane.current = sample.id;
  const program = startProgram({
    runner: sample.runner,
    code: sample.code,
    dir: lane.dir,
    name: sample.id.replace(/[^\w.-]+/g, '_'),
    env: { ...env, PORT: String(port) },
    python,
  });
  let answer = '';
  try {
    if (!(await listening(port, program))) problems.push(`did not listen on PORT=${port}`);
    else {
      const { method, path: target, headers, body } = sample.trial;
      const res = await fetch(`http://127.0.0.1:${port}${target}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(60_000),
      });
      answer = await res.text();
      if (!res.ok) problems.push(`answered the client's request with HTTP ${res.status}`);
      else if (!answer.trim()) problems.push("answered the client's request with an empty body");
    }
  } catch (e) {
    problems.push(`the client's request failed: ${e.message}`);
  } finally {
    await program.stop();
  }
  const requests = lane.take(sample.id);
  if (!problems.length && requests.length === 0) problems.push('made no request to the API');
  return verdictOf(
    sample,
    problems.length === 0,
    requests,
    problems,
    `${program.output()}\n[client received]\n${answer.slice(0, 2000)}`,
  );
}

/**
 * Before any sample runs, requests the definition forbids must come back rejected: a JSON body of the wrong
 * type, a missing key, an unknown route, an indexed multipart part. A run that cannot reject proves nothing.
 */
async function checkTheJudge(lane, ids) {
  const auth = { authorization: `Bearer ${API_KEY}` };
  const form = new FormData();
  form.append('files[0]', new Blob([Buffer.from('x')]), 'a.pdf');
  const probes = [
    ['POST', '/api/v1/chat/session', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ botId: 42 })],
    ['GET', '/api/v1/bots/all', {}, undefined],
    ['GET', '/api/v1/no-such-route', auth, undefined],
    ['POST', `/api/v1/corpora/${ids.CORPUS_ID}/files`, auth, form],
  ];
  for (const [method, url, headers, body] of probes) {
    lane.current = `(probe) ${method} ${url}`;
    await (await fetch(lane.url + url, /** @type {RequestInit} */ ({ method, headers, body }))).arrayBuffer();
    const [record] = lane.take(lane.current);
    if (!record?.rejected) throw new Error(`the mock accepted a request the definition forbids: ${method} ${url}`);
  }
}

/** Independent generated samples of one language, run one after another by one harness process. */
async function runBatch(job, lane, env, python) {
  const ext = job.runner === 'python' ? 'py' : 'mjs';
  const base = `${job.items[0].sample.id.replace(/[^\w.-]+/g, '_')}.batch`;
  const list = job.items.map(({ sample }) => {
    const file = path.join(lane.dir, `${sample.id.replace(/[^\w.-]+/g, '_')}.${ext}`);
    fs.writeFileSync(file, `${sample.code}\n`);
    return [sample.id, file];
  });
  const listFile = path.join(lane.dir, `${base}.json`);
  const outFile = path.join(lane.dir, `${base}.out.json`);
  fs.writeFileSync(listFile, JSON.stringify(list));
  fs.rmSync(outFile, { force: true });
  const harness = job.runner === 'python' ? PYTHON_HARNESS : NODE_HARNESS;
  const t0 = Date.now();
  const result = await runProgram({
    runner: job.runner,
    code: `${harness}`,
    dir: lane.dir,
    name: `${base}.harness`,
    env,
    python,
    args: [listFile, outFile],
    timeoutMs: 180_000,
  });
  if (process.env.SAMPLE_RUNNER_TIMES) console.error(`${Date.now() - t0} ms ${base} (${job.items.length})`);
  const outcomes = fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : {};
  return job.items.map(({ sample, problems }) => {
    const outcome = outcomes[sample.id];
    const own = [...problems];
    if (!outcome)
      own.push(
        `not run: the ${job.runner} harness stopped (exit status ${result.code}): ${result.output.trim().split('\n').slice(-3).join(' | ')}`,
      );
    else if (outcome.status !== 0) own.push(`exited with status ${outcome.status}`);
    return verdictOf(sample, outcome?.status === 0, lane.take(sample.id), own, outcome?.output ?? result.output);
  });
}

/** A JSON body or an HTTP request shown in a fence, sent by the runner itself with the reader's key. */
async function runRequest(doc, job, lane, ids) {
  const { sample } = job;
  const { method, headers, body } = sample.request;
  const fill = (text) => text.replace(/\$\{?([A-Z][A-Z0-9_]*)\}?/g, (m, name) => ids[name] ?? m);
  // `{sessionId}` in a request line: the id variable of that path parameter.
  const pathIds = new Map(
    listOperations(doc)
      .flatMap((e) => e.parameters)
      .filter((p) => p['x-id-source'])
      .map((p) => [p.name, ids[p['x-id-source'].variable]]),
  );
  const target = fill(sample.request.path).replace(/\{([^}]+)\}/g, (m, name) => pathIds.get(name) ?? m);
  const sent = new Headers(headers.map(([k, v]) => [k, fill(v)]));
  if (!sent.has('authorization')) sent.set('authorization', `Bearer ${API_KEY}`);
  if (body && !sent.has('content-type')) sent.set('content-type', 'application/json');
  const problems = [...job.problems];
  lane.current = sample.id;
  try {
    const res = await fetch(lane.url + target, { method, headers: sent, body: body ? fill(body) : undefined });
    await res.arrayBuffer();
  } catch (e) {
    problems.push(`request failed: ${e.message}`);
  }
  return verdictOf(sample, true, lane.take(sample.id), problems, undefined);
}

await main();
