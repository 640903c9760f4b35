// The samples talk to this proxy (METIS_BASE_URL), which forwards to the Prism mock and records every request
// with the verdict Prism gave it, under the sample that sent it. One proxy ("lane") per worker, so samples run
// side by side without their requests being mixed up.
import http from 'node:http';
import { STAND_INS } from './programs.mjs';
import { asksForStream, judge, multipartNames, parseViolations, withPartTypes } from './runner/mockJudge.ts';

/** The public file host of storage URLs in the definition's examples (uploads, generated images). */
const API_HOST = 'https://api.metisai.ir';
const FILE_PATH = '/api/tpsgsbxstoragecontainer/';
// What a sample downloads when it fetches a generated file: a 1×1 PNG.
const STAND_IN_FILE = STAND_INS.png();

async function readBody(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function forward(target, req, body, headers) {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url, target);
    const upstream = http.request(
      url,
      { method: req.method, headers: { ...headers, host: url.host, 'content-length': body.length } },
      (res) =>
        readBody(res).then(
          (out) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: out }),
          reject,
        ),
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * A recording lane. `current` names the sample whose requests are being recorded; a program can move it
 * itself with a request to `/__sample__/<id>` (fences that run as one sequence mark where each block starts).
 * `checkForm(method, url, partNames)` returns the problems of a multipart body that Prism cannot see.
 */
export async function startLane(prismUrl, checkForm) {
  const lane = { current: null, records: new Map(), url: '' };
  const record = (entry) => {
    const key = lane.current ?? '(no sample)';
    if (!lane.records.has(key)) lane.records.set(key, []);
    lane.records.get(key).push(entry);
  };
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url.startsWith('/__sample__/')) {
        lane.current = decodeURIComponent(req.url.slice('/__sample__/'.length));
        res.writeHead(204).end();
        return;
      }
      // Files behind the storage URLs of the mock's answers: the runner stands in for the file host.
      if (req.method === 'GET' && req.url.startsWith(FILE_PATH)) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': STAND_IN_FILE.length }).end(STAND_IN_FILE);
        return;
      }
      const body = await readBody(req);
      const headers = { ...req.headers };
      // The body is forwarded whole, with its length: a chunked request (the OpenAI SDK's uploads) must not
      // keep its transfer-encoding header beside content-length.
      delete headers['transfer-encoding'];
      const contentType = headers['content-type'];
      // Prism picks JSON or an event stream by Accept; the real API by "stream": true in the body.
      if (asksForStream(contentType, body)) headers.accept = 'text/event-stream';
      const answer = await forward(prismUrl, req, withPartTypes(contentType, body), headers);
      const verdict = judge(answer.status, parseViolations(answer.headers['sl-violations']));
      const names = multipartNames(contentType, body);
      const formProblems = names ? checkForm(req.method, req.url, names) : [];
      if (formProblems.length) verdict.reasons.push(...formProblems);
      verdict.rejected = verdict.reasons.length > 0;
      record({
        method: req.method,
        path: req.url,
        status: answer.status,
        rejected: verdict.rejected,
        reasons: verdict.reasons,
      });
      // Storage URLs in the answers point at the real host; they are rewritten to this proxy so a sample that
      // downloads a generated file gets the stand-in above instead of reaching the network.
      let out = answer.body;
      const type = String(answer.headers['content-type'] ?? '');
      if (/json|text/.test(type))
        out = Buffer.from(out.toString('utf8').split(`${API_HOST}${FILE_PATH}`).join(`${lane.url}${FILE_PATH}`));
      const outHeaders = { ...answer.headers, 'content-length': out.length };
      delete outHeaders['transfer-encoding'];
      res.writeHead(answer.status, outHeaders).end(out);
    } catch (e) {
      record({ method: req.method, path: req.url, status: 502, rejected: true, reasons: [`proxy: ${e.message}`] });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(e.message));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  lane.url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  lane.take = (id) => {
    const list = lane.records.get(id) ?? [];
    lane.records.delete(id);
    return list;
  };
  lane.close = () => new Promise((resolve) => server.close(resolve));
  return lane;
}
