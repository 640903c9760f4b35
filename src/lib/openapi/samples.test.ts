/** @jest-environment node */
import path from 'path';
import { conventionProblems } from '../../../tools/samples/runner/plan';
import { loadDefinition } from '../../node/openApiDefinition';
import { findOperation, listOperations } from './refs';
import {
  buildSamples,
  curlSample,
  javascriptSample,
  pathParts,
  placeholderPath,
  pythonSample,
  SampleInput,
} from './samples';
import { fixtureDocument } from './testFixture';
import type { Json } from './types';

const doc = fixtureDocument();
const input = (id: string, example?: string): SampleInput => {
  const entry = findOperation(doc, id)!;
  const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
  const body = media && example ? (media[1].examples![example].value as Json) : undefined;
  return { doc, entry, body, contentType: media?.[0] };
};

/** The JSON after `-d '…'` in a cURL sample, unquoted as the shell would. */
function curlBody(sample: string): unknown {
  const m = /-d '([\s\S]*)'$/.exec(sample);
  return JSON.parse(m![1].replace(/'\\''/g, "'"));
}

describe('cURL', () => {
  it('takes the host from METIS_BASE_URL, the id from a variable set on its own line, the key from the environment', () => {
    const s = curlSample(input('send', 'plain'));
    const lines = s.split('\n');
    expect(lines[0]).toBe(
      'SESSION_ID="${SESSION_ID:?}"  # "id" from the response of POST /v1/sessions/{sessionId}/message',
    );
    expect(s).toContain('curl -X POST "${METIS_BASE_URL:-https://api.example.ir}/v1/sessions/$SESSION_ID/message" \\');
    expect(s).toContain('-H "Authorization: Bearer $METIS_API_KEY"');
    expect(s).toContain("-H 'Content-Type: application/json'");
    expect(curlBody(s)).toEqual({ text: "it's سلام", n: 1, ok: true, none: null });
  });

  it('puts ids inside a JSON body through a here-document, with a line saying where the id comes from', () => {
    const s = curlSample(input('send', 'withBot'));
    expect(s).toContain('BOT_ID="${BOT_ID:?}"  # the id of your bot');
    expect(s).toContain('--data-binary @- <<JSON\n{\n  "text": "x",\n  "botId": "$BOT_ID"\n}\nJSON');
  });

  it('url-encodes query parameters with --get, leaves the body out of GET and polls to a terminal status with a deadline', () => {
    const s = curlSample(input('poll'));
    expect(s).toContain(
      'curl -sS --fail-with-body --get "${METIS_BASE_URL:-https://api.example.ir}/v1/tasks/$TASK_ID" \\',
    );
    expect(s).toContain("--data-urlencode 'q=پرسش و پاسخ'");
    expect(s).toContain('deadline=$((SECONDS + 300))');
    expect(s).toContain('case "$status" in FINISHED|FAILED) break ;; esac');
    expect(s).toContain('sleep 2');
    expect(s).not.toContain('-d ');
  });

  it('sends every file as a part of the same name and text parts literally, with no key on public routes', () => {
    const s = curlSample(input('upload', 'two'));
    expect(s).toContain('-F files=@a.png');
    expect(s).toContain('-F files=@b.png');
    expect(s).toContain('-F docs=@c.pdf');
    expect(s).not.toContain('[0]');
    expect(s).toContain(`--form-string 'meta={"k":1}'`);
    expect(s).toContain('--form-string ocr=true');
    expect(s).not.toContain('Authorization');
  });

  it('keeps the connection unbuffered for event streams and sends the vendor header and header parameters', () => {
    expect(curlSample(input('stream', 's'))).toMatch(/^SESSION_ID=.*\n\ncurl -N -X POST/);
    expect(curlSample(input('chat', 'basic'))).not.toContain(' -N ');
    expect(curlSample(input('chat', 'stream'))).toMatch(/^curl -N /);
    const gemini = curlSample(input('gemini', 't'));
    expect(gemini).toContain('-H "x-goog-api-key: $METIS_API_KEY"');
    expect(gemini).toContain("-H 'x-vendor-version: 2023-06-01'");
    expect(gemini).toContain('/v1beta/models/gemini-2.5-flash:generateContent"');
  });
});

describe('Python', () => {
  it('uses requests with the host and key from the environment, the id variable and a Python literal of the body', () => {
    const s = pythonSample(input('send', 'plain'));
    expect(s).toContain('import requests');
    expect(s).toContain('BASE_URL = os.environ.get("METIS_BASE_URL", "https://api.example.ir")');
    expect(s).toContain(
      'SESSION_ID = os.environ["SESSION_ID"]  # "id" from the response of POST /v1/sessions/{sessionId}/message',
    );
    expect(s).toContain('f"{BASE_URL}/v1/sessions/{SESSION_ID}/message",');
    expect(s).toContain(`headers = {"Authorization": f"Bearer {os.environ['METIS_API_KEY']}"}`);
    expect(s).toContain('"text": "it\'s سلام"');
    expect(s).toContain('"ok": True');
    expect(s).toContain('"none": None');
    expect(s).toContain('response.raise_for_status()');
    expect(pythonSample(input('send', 'withBot'))).toContain('"botId": BOT_ID,');
  });

  it('reads event streams line by line as UTF-8 and prints each piece of text', () => {
    const s = pythonSample(input('stream', 's'));
    expect(s).toContain('stream=True');
    expect(s).toContain('line = raw.decode("utf-8")');
    expect(s).toContain('print(event["message"]["content"], end="", flush=True)');
  });

  it('polls until the task reaches a terminal status, and gives up at a deadline', () => {
    const s = pythonSample(input('poll'));
    expect(s).toContain('deadline = time.monotonic() + 300');
    expect(s).toContain('if result["status"] in ("FINISHED", "FAILED"):');
    expect(s).toContain('raise TimeoutError(');
    expect(s).toContain('time.sleep(2)');
    expect(s).toContain('params={\n        "q": "پرسش و پاسخ",\n    },');
  });

  it('sends a real multipart form: every part in files=, text parts as (None, value)', () => {
    const s = pythonSample(input('upload', 'two'));
    expect(s).toContain('("files", open("a.png", "rb")),');
    expect(s).toContain('("docs", open("c.pdf", "rb")),');
    expect(s).toContain('("ocr", (None, "true")),');
    expect(s).not.toContain('data=');
  });

  it('uses the official OpenAI SDK with the base URL from METIS_BASE_URL on OpenAI-compatible routes, streaming when asked', () => {
    const s = pythonSample(input('chat', 'basic'));
    expect(s).toContain('from openai import OpenAI');
    expect(s).toContain('base_url=f"{BASE_URL}/openai/v1",');
    expect(s).toContain('completion = client.chat.completions.create(\n    model="m",');
    expect(s).toContain('print(completion.choices[0].message.content)');
    const stream = pythonSample(input('chat', 'stream'));
    expect(stream).toContain('for chunk in stream:');
    expect(stream).toContain('stream=True,');
  });
});

describe('JavaScript', () => {
  it('uses fetch with the host, key and id from the environment and JSON.stringify of an object literal', () => {
    const s = javascriptSample(input('send', 'plain'));
    expect(s).toContain('const BASE_URL = process.env.METIS_BASE_URL ?? "https://api.example.ir";');
    expect(s).toContain(
      'const SESSION_ID = process.env.SESSION_ID; // "id" from the response of POST /v1/sessions/{sessionId}/message',
    );
    expect(s).toContain('const url = `${BASE_URL}/v1/sessions/${SESSION_ID}/message`;');
    expect(s).toContain('Authorization: `Bearer ${process.env.METIS_API_KEY}`,');
    expect(s).toContain(`text: "it's سلام",`);
    expect(s).toContain('if (!response.ok) throw new Error');
    expect(javascriptSample(input('send', 'withBot'))).toContain('botId: BOT_ID,');
  });

  it('reads event streams from the body and writes each piece of text', () => {
    const s = javascriptSample(input('stream', 's'));
    expect(s).toContain('for await (const chunk of response.body)');
    expect(s).toContain('process.stdout.write(event.message.content);');
  });

  it('builds FormData from files on disk, searchParams for queries, and polls with a deadline', () => {
    const upload = javascriptSample(input('upload', 'two'));
    expect(upload).toContain('form.append("docs", await openAsBlob("c.pdf"), "c.pdf");');
    expect(upload.startsWith('import { openAsBlob } from "node:fs";')).toBe(true);
    // A form of text parts only imports nothing: openAsBlob is there only to read a file.
    const textOnly = javascriptSample(input('upload', 'textOnly'));
    expect(textOnly).toContain('form.append("ocr", "false");');
    expect(textOnly).not.toContain('openAsBlob');
    const poll = javascriptSample(input('poll'));
    expect(poll).toContain('url.searchParams.set("q", "پرسش و پاسخ");');
    expect(poll).toContain('if (["FINISHED","FAILED"].includes(result.status)) break;');
    expect(poll).toContain('const deadline = Date.now() + 300000;');
    expect(javascriptSample(input('gemini', 't'))).toContain('"x-vendor-version": "2023-06-01",');
  });

  it('uses the official OpenAI SDK with baseURL from METIS_BASE_URL on OpenAI-compatible routes', () => {
    const s = javascriptSample(input('chat', 'stream'));
    expect(s).toContain('import OpenAI from "openai";');
    expect(s).toContain('baseURL: `${BASE_URL}/openai/v1`,');
    expect(s).toContain('for await (const chunk of stream)');
  });
});

describe('every operation of the real definition', () => {
  const real = loadDefinition(path.resolve('content/openapi'));
  const all = listOperations(real).flatMap((entry) => {
    const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
    const examples = media ? Object.entries(media[1].examples ?? {}) : [['default', undefined] as const];
    return examples.map(([key, ex]) => ({
      entry,
      key,
      ex,
      media,
      samples: buildSamples({ doc: real, entry, body: ex?.value, contentType: media?.[0] }),
    }));
  });

  it('gets three samples per request example, each calling its own path', () => {
    for (const { entry, samples } of all) {
      expect([entry.id, samples.curl.includes('curl ')]).toEqual([entry.id, true]);
      const literal = placeholderPath(pathParts(real, entry)).split(/\{[A-Z_]+\}/)[0];
      if (!entry.operation['x-sdk']) {
        for (const code of Object.values(samples)) expect([entry.id, code.includes(literal)]).toEqual([entry.id, true]);
      } else {
        expect(samples.python).toContain('from openai import OpenAI');
        expect(samples.javascript).toContain('import OpenAI from "openai";');
      }
    }
  });

  it('keeps the samples convention: host from METIS_BASE_URL with its default, no literal id anywhere', () => {
    const problems = all.flatMap(({ entry, key, samples }) =>
      (['curl', 'python', 'javascript'] as const).flatMap((lang) =>
        conventionProblems(samples[lang], lang).map((p) => `${entry.id}/${key}/${lang}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
    for (const { samples } of all) for (const code of Object.values(samples)) expect(code).toContain('METIS_BASE_URL');
  });

  it('sends exactly the example body when it holds no id', () => {
    for (const { entry, ex, media, samples } of all) {
      if (media?.[0] === 'application/json' && ex && samples.curl.includes("-d '"))
        expect([entry.id, curlBody(samples.curl)]).toEqual([entry.id, ex.value]);
    }
  });
});
