// The sample runner: every sample a reader sees (the code fences of content/**/*.mdx and the generated cURL,
// Python and JavaScript samples of every operation) runs against a Prism mock of content/openapi. Prints
// executed / valid / not executed per language and fails on any request the definition rejects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allIdSources, pointerGet } from '../../src/lib/openapi/idSources.ts';
import { listOperations } from '../../src/lib/openapi/refs.ts';
import { buildSamples, formFields } from '../../src/lib/openapi/samples.ts';
import { readContentDocuments } from '../../src/node/contentFiles.ts';
import { bodyOf, documentModel } from '../../src/node/documentModel.ts';
import { loadDefinition } from '../../src/node/openApiDefinition.ts';
import { freePort, portOpen } from '../testing/freePort.mjs';
import { NODE_HARNESS, PYTHON_HARNESS } from './harness.mjs';
import { startPrism } from './prism.mjs';
import * as programs from './programs.mjs';
import { startLane } from './proxy.mjs';
import { mockCopy, multipartChecker } from './runner/mockJudge.ts';
import { conventionProblems, extractFences, pairServers, planFence, pythonImports } from './runner/plan.ts';
import { formatSummary, tally } from './runner/report.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CONTENT = path.join(ROOT, 'content');
const WORKERS = Number(process.env.SAMPLE_RUNNER_WORKERS ?? 2);
// Generated Python and JavaScript samples run this many to a process (see harness.mjs); cURL runs one by one.
const BATCH = 12;
// A key of the documented shape (tpsg- and 31 letters and digits); the mock only checks that one is sent.
const API_KEY = 'tpsg-SampleRunnerKey0000000000000000';
// Modules of Python's standard library the samples import; anything else must be importable or is compiled only.
const STDLIB = new Set(
  'os sys json time re math subprocess pathlib typing urllib base64 datetime itertools collections'.split(' '),
);
const filter = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/** The generated samples of each operation: language, and the program that runs it. */
const GENERATED = [
  ['curl', 'bash'],
  ['python', 'python'],
  ['javascript', 'node'],
];

const fileName = (id) => id.replace(/[^\w.-]+/g, '_');
/** The parameters whose value is an id a sample reads from a variable (`x-id-source`). */
const idParameters = (doc) => listOperations(doc).flatMap((e) => e.parameters.filter((p) => p['x-id-source']));

/** Every sample the site shows, in a stable order: fences page by page, then generated samples per operation. */
function collect(doc) {
  const fences = readContentDocuments(CONTENT).flatMap(({ file, absolutePath, source }) => {
    const rel = `content/${file}`;
    const model = documentModel({ body: bodyOf(source), raw: source, file: absolutePath, contentDir: CONTENT });
    if (model.error) throw new Error(`${rel} is not valid MDX: ${model.error}`);
    return pairServers(extractFences(model.fences, rel).map(planFence));
  });
  const generated = listOperations(doc).flatMap((entry) => {
    const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
    const examples = media ? Object.entries(media[1].examples ?? {}) : [['default', undefined]];
    return examples.flatMap(([key, ex]) => {
      const code = buildSamples({ doc, entry, body: ex?.value, contentType: media?.[0] });
      return GENERATED.map(([language, runner]) => ({
        id: `${entry.id}/${key}/${language}`,
        origin: 'generated',
        language,
        runner,
        code: code[language],
      }));
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
      const parameter = idParameters(doc).find((p) => p['x-id-source'].variable === variable);
      env[variable] = String(parameter?.example ?? variable.toLowerCase());
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

const verdict = (s, fields) => ({ id: s.id, origin: s.origin, language: s.language, requests: [], ...fields });
const skipped = (s, reason, problems = []) => verdict(s, { outcome: 'skipped', valid: false, reason, problems });

/** A verdict from a program run and the requests it made. */
function verdictOf(sample, ran, requests, problems, output) {
  const accepted = ran && requests.every((r) => !r.rejected);
  const valid = accepted && problems.length === 0;
  return verdict(sample, { outcome: 'ran', valid, problems, requests, output: accepted ? undefined : output });
}

/**
 * Why a sample is not run, or null when it runs: a fence that is not code, or Python this machine cannot
 * run (no python3 with requests, or a package that cannot be installed here: then it is compiled only).
 */
function skipReason(s, python, tmp, problems) {
  if (!s.runner) return s.skip ?? 'no reason given';
  if (s.runner !== 'python') return null;
  if (!python) return 'no python3 that can import requests (install python3-requests)';
  const missing = pythonImports(s.code).filter((m) => !STDLIB.has(m) && !programs.pythonHas(python, m));
  if (!missing.length) return null;
  const file = path.join(tmp, `${fileName(s.id)}.py`);
  fs.writeFileSync(file, s.code);
  const compiled = programs.pyCompile(python, file);
  if (!compiled.ok) problems.push(`does not compile: ${compiled.output.trim().split('\n').pop()}`);
  return `needs the Python package ${missing.map((m) => `"${m}"`).join(', ')}, which cannot be installed here (no PyPI); compiled with py_compile${compiled.ok ? '' : ' and FAILED'}`;
}

/** Decides what runs and how: a sample not run gets its verdict now, the others become jobs. */
function planJobs(samples, python, tmp, verdicts) {
  const jobs = [];
  const groups = new Map();
  /** Adds the item to the open group of `key`, or opens a new one (a new job) when there is none or it is full. */
  const group = (key, item, open, size = Infinity) => {
    const job = groups.get(key);
    if (job && job.blocks.length < size) return job.blocks.push(item);
    groups.set(key, { ...open, blocks: [item] });
    jobs.push(groups.get(key));
  };
  for (const s of samples) {
    const problems = s.runner ? conventionProblems(s.code, s.language) : [];
    const reason = skipReason(s, python, tmp, problems);
    const item = { sample: s, problems };
    if (reason !== null) verdicts.push(skipped(s, reason, problems));
    // A server runs on its own, not as part of the page's program: it would never return.
    else if (s.server) jobs.push({ kind: 'server', ...item });
    // Blocks of one language on one page run as one program, in page order: later blocks continue earlier ones.
    else if (s.origin === 'fence' && s.runner !== 'request')
      group(`${s.page}|${s.runner}`, item, { kind: 'sequence', runner: s.runner, page: s.page });
    else if (s.origin === 'generated' && (s.runner === 'python' || s.runner === 'node'))
      group(s.runner, item, { kind: 'batch', runner: s.runner }, BATCH);
    else jobs.push({ kind: s.runner === 'request' ? 'request' : 'single', ...item });
  }
  return jobs;
}

/** One recording lane per worker, each in its own folder; added to `lanes` as they open, so all are closed. */
async function openLanes(lanes, prismUrl, doc, work) {
  for (let i = 0; i < WORKERS; i++) {
    const lane = await startLane(prismUrl, multipartChecker(doc));
    lanes.push(lane);
    lane.dir = path.join(work, `lane-${i}`);
    fs.mkdirSync(lane.dir, { recursive: true });
    // The lane is a project of its own: a sample's `npm install openai` (the install step of /) installs
    // into the lane, instead of npm walking up to this repository and rewriting its lock file.
    fs.writeFileSync(path.join(lane.dir, 'package.json'), '{ "private": true }\n');
  }
}

/** The id variables, from the runner's own setup requests, once the mock has shown it rejects what it must. */
async function prepareLanes(doc, lanes, samples) {
  const setup = lanes[0];
  const ids = await idEnvironment(doc, setup);
  const setupRejected = [...setup.records.values()].flat().filter((r) => r.rejected);
  if (setupRejected.length)
    throw new Error(`the runner's own setup requests were rejected: ${JSON.stringify(setupRejected)}`);
  await checkTheJudge(setup, ids);
  setup.records.clear();
  for (const lane of lanes) {
    for (const s of samples) if (s.runner) programs.createStandIns(lane.dir, s.code);
    if (samples.some((s) => /\bgit\b.*\bdiff\b|"git", \["diff"|\["git", "diff"/.test(s.code)))
      programs.createGitStandIn(lane.dir);
  }
  return ids;
}

/** Runs the jobs on the lanes, each lane taking the next job when it is free; resolves with their verdicts. */
async function runJobs(jobs, lanes, context) {
  const run = {
    server: runServer,
    sequence: runProgramJob,
    single: runProgramJob,
    batch: runBatch,
    request: runRequest,
  };
  const verdicts = [];
  let next = 0;
  const worker = async (lane) => {
    const env = programEnv(lane, context.ids);
    while (next < jobs.length) {
      const job = jobs[next++];
      verdicts.push(...(await run[job.kind](job, { ...context, lane, env })));
    }
  };
  await Promise.all(lanes.map(worker));
  return verdicts;
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
    await openLanes(lanes, prism.url, doc, work);
    const samples = collect(doc);
    const ids = await prepareLanes(doc, lanes, samples);
    const python = programs.findPython();
    const jobs = planJobs(samples, python, tmp, verdicts);
    verdicts.push(...(await runJobs(jobs, lanes, { doc, ids, python })));

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

/**
 * A program: the fences of one language on one page as one program, each block marking where it starts
 * (a failure is the block's that was running), or one sample alone.
 */
async function runProgramJob(job, { lane, env, python }) {
  const { blocks, runner = job.sample.runner } = job;
  const items = blocks ?? [job];
  const name = blocks ? `${fileName(job.page)}.${runner}` : fileName(job.sample.id);
  const code = blocks
    ? blocks.map(({ sample }) => `${marker[runner](sample.id, env)}\n${sample.code}\n`).join('\n')
    : job.sample.code;
  lane.current = items[0].sample.id;
  const timeoutMs = blocks ? 120_000 : 60_000;
  const result = await programs.runProgram({ runner, code, dir: lane.dir, name, env, python, timeoutMs });
  const failedAt = result.code === 0 ? -1 : items.findIndex(({ sample }) => sample.id === lane.current);
  return items.map(({ sample, problems }, i) => {
    const own = [...problems];
    if (i === failedAt)
      own.push(
        blocks
          ? `failed (exit status ${result.code}) while running this block of the page's ${runner} sequence`
          : `exited with status ${result.code}`,
      );
    if (failedAt >= 0 && i > failedAt) own.push('not reached: an earlier block of the page failed');
    const output = i === failedAt || !blocks ? result.output : undefined;
    return verdictOf(sample, failedAt < 0 || i < failedAt, lane.take(sample.id), own, output);
  });
}

/**
 * A server program (a relay): started with PORT set, sent the request of the page's next `http` fence as
 * a client would send it, and stopped. It passes when it answers that request with a 2xx body and every
 * request it made on to the API was one the definition accepts.
 */
async function runServer({ sample, problems: own }, { lane, env, python }) {
  const problems = [...own];
  if (!sample.trial) {
    problems.push('a server fence needs an `http` fence after it on the page: the request a client sends it');
    return [verdictOf(sample, false, [], problems, '')];
  }
  const port = await freePort();
  lane.current = sample.id;
  const { runner, code } = sample;
  const serverEnv = { ...env, PORT: String(port) };
  const program = programs.startProgram({
    runner,
    code,
    dir: lane.dir,
    name: fileName(sample.id),
    env: serverEnv,
    python,
  });
  let answer = '';
  try {
    if (!(await portOpen(port, () => !program.exited(), 15_000))) problems.push(`did not listen on PORT=${port}`);
    else {
      const { method, path: target, headers, body } = sample.trial;
      const signal = AbortSignal.timeout(60_000);
      const res = await fetch(`http://127.0.0.1:${port}${target}`, { method, headers, body, signal });
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
  const output = `${program.output()}\n[client received]\n${answer.slice(0, 2000)}`;
  return [verdictOf(sample, problems.length === 0, requests, problems, output)];
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
async function runBatch(job, { lane, env, python }) {
  const ext = job.runner === 'python' ? 'py' : 'mjs';
  const base = `${fileName(job.blocks[0].sample.id)}.batch`;
  const list = job.blocks.map(({ sample }) => {
    const file = path.join(lane.dir, `${fileName(sample.id)}.${ext}`);
    fs.writeFileSync(file, `${sample.code}\n`);
    return [sample.id, file];
  });
  const listFile = path.join(lane.dir, `${base}.json`);
  const outFile = path.join(lane.dir, `${base}.out.json`);
  fs.writeFileSync(listFile, JSON.stringify(list));
  fs.rmSync(outFile, { force: true });
  const code = job.runner === 'python' ? PYTHON_HARNESS : NODE_HARNESS;
  const options = { runner: job.runner, code, dir: lane.dir, name: `${base}.harness`, env, python };
  const result = await programs.runProgram({ ...options, args: [listFile, outFile], timeoutMs: 180_000 });
  const outcomes = fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : {};
  return job.blocks.map(({ sample, problems }) => {
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
async function runRequest({ sample, problems: own }, { doc, lane, ids }) {
  const { method, headers, body } = sample.request;
  const fill = (text) => text.replace(/\$\{?([A-Z][A-Z0-9_]*)\}?/g, (m, name) => ids[name] ?? m);
  // `{sessionId}` in a request line: the id variable of that path parameter.
  const pathIds = new Map(idParameters(doc).map((p) => [p.name, ids[p['x-id-source'].variable]]));
  const target = fill(sample.request.path).replace(/\{([^}]+)\}/g, (m, name) => pathIds.get(name) ?? m);
  const sent = new Headers(headers.map(([k, v]) => [k, fill(v)]));
  if (!sent.has('authorization')) sent.set('authorization', `Bearer ${API_KEY}`);
  if (body && !sent.has('content-type')) sent.set('content-type', 'application/json');
  const problems = [...own];
  lane.current = sample.id;
  try {
    const res = await fetch(lane.url + target, { method, headers: sent, body: body ? fill(body) : undefined });
    await res.arrayBuffer();
  } catch (e) {
    problems.push(`request failed: ${e.message}`);
  }
  return [verdictOf(sample, true, lane.take(sample.id), problems, undefined)];
}

await main();
