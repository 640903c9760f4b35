/** @jest-environment node */
import path from 'path';
import { loadDefinition } from '../../node/openApiDefinition';
import { findOperation, listOperations } from './refs';
import { buildSamples, curlSample, javascriptSample, pythonSample, requestTarget, SampleInput } from './samples';
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
  it('sends the method, URL with path parameters, bearer key and the exact JSON body', () => {
    const s = curlSample(input('send', 'plain'));
    expect(s.split(' \\\n')[0]).toBe('curl -X POST https://api.example.ir/v1/sessions/s-1/message');
    expect(s).toContain('-H "Authorization: Bearer $METIS_API_KEY"');
    expect(s).toContain("-H 'Content-Type: application/json'");
    expect(curlBody(s)).toEqual({ text: "it's سلام", n: 1, ok: true, none: null });
  });

  it('url-encodes query parameters with --get and leaves the body out of GET', () => {
    const s = curlSample(input('poll'));
    expect(s).toMatch(/^curl --get https:\/\/api\.example\.ir\/v1\/tasks\/t%201 \\/);
    expect(s).toContain("--data-urlencode 'q=پرسش و پاسخ'");
    expect(s).not.toContain('-d ');
  });

  it('sends files as files and text parts literally, indexed where the schema says so, with no key on public routes', () => {
    const s = curlSample(input('upload', 'two'));
    expect(s).toContain('-F files=@a.png');
    expect(s).toContain('-F files=@b.png');
    expect(s).toContain("-F 'docs[0]=@c.pdf'");
    expect(s).toContain(`--form-string 'meta={"k":1}'`);
    expect(s).toContain('--form-string ocr=true');
    expect(s).not.toContain('Authorization');
  });

  it('keeps the connection unbuffered for event streams and uses the vendor header where the route wants it', () => {
    expect(curlSample(input('stream', 's'))).toMatch(/^curl -N -X POST/);
    expect(curlSample(input('chat', 'basic'))).not.toContain(' -N ');
    expect(curlSample(input('chat', 'stream'))).toMatch(/^curl -N /);
    expect(curlSample(input('gemini', 't'))).toContain('-H "x-goog-api-key: $METIS_API_KEY"');
  });
});

describe('Python', () => {
  it('uses requests with the key from the environment and a Python literal of the body', () => {
    const s = pythonSample(input('send', 'plain'));
    expect(s).toContain('import requests');
    expect(s).toContain(`headers = {"Authorization": f"Bearer {os.environ['METIS_API_KEY']}"}`);
    expect(s).toContain('"text": "it\'s سلام"');
    expect(s).toContain('"ok": True');
    expect(s).toContain('"none": None');
    expect(s).toContain('response.raise_for_status()');
  });

  it('reads event streams line by line as UTF-8 and prints each piece of text', () => {
    const s = pythonSample(input('stream', 's'));
    expect(s).toContain('stream=True');
    expect(s).toContain('line = raw.decode("utf-8")');
    expect(s).toContain('print(event["message"]["content"], end="", flush=True)');
  });

  it('polls until the task leaves its pending statuses', () => {
    const s = pythonSample(input('poll'));
    expect(s).toContain('while True:');
    expect(s).toContain('if result["status"] not in ("RUNNING",):');
    expect(s).toContain('time.sleep(2)');
    expect(s).toContain('params={\n        "q": "پرسش و پاسخ",\n    },');
  });

  it('uploads multipart files with open(…, "rb")', () => {
    const s = pythonSample(input('upload', 'two'));
    expect(s).toContain('("files", open("a.png", "rb")),');
    expect(s).toContain('("docs[0]", open("c.pdf", "rb")),');
    expect(s).toContain('"ocr": "true"');
  });

  it('uses the official OpenAI SDK with a changed base URL on OpenAI-compatible routes, streaming when asked', () => {
    const s = pythonSample(input('chat', 'basic'));
    expect(s).toContain('from openai import OpenAI');
    expect(s).toContain('base_url="https://api.example.ir/openai/v1",');
    expect(s).toContain('completion = client.chat.completions.create(\n    model="m",');
    expect(s).toContain('print(completion.choices[0].message.content)');
    const stream = pythonSample(input('chat', 'stream'));
    expect(stream).toContain('for chunk in stream:');
    expect(stream).toContain('stream=True,');
  });
});

describe('JavaScript', () => {
  it('uses fetch with the key from the environment and JSON.stringify of an object literal', () => {
    const s = javascriptSample(input('send', 'plain'));
    expect(s).toContain('const url = "https://api.example.ir/v1/sessions/s-1/message";');
    expect(s).toContain('Authorization: `Bearer ${process.env.METIS_API_KEY}`,');
    expect(s).toContain(`text: "it's سلام",`);
    expect(s).toContain('if (!response.ok) throw new Error');
  });

  it('reads event streams from the body and writes each piece of text', () => {
    const s = javascriptSample(input('stream', 's'));
    expect(s).toContain('for await (const chunk of response.body)');
    expect(s).toContain('process.stdout.write(event.message.content);');
  });

  it('builds FormData from files on disk and searchParams for queries', () => {
    expect(javascriptSample(input('upload', 'two'))).toContain('form.append("docs[0]", await openAsBlob("c.pdf"), "c.pdf");');
    expect(javascriptSample(input('poll'))).toContain('url.searchParams.set("q", "پرسش و پاسخ");');
    expect(javascriptSample(input('poll'))).toContain('} while (["RUNNING"].includes(result.status));');
  });

  it('uses the official OpenAI SDK with baseURL on OpenAI-compatible routes', () => {
    const s = javascriptSample(input('chat', 'stream'));
    expect(s).toContain('import OpenAI from "openai";');
    expect(s).toContain('baseURL: "https://api.example.ir/openai/v1",');
    expect(s).toContain('for await (const chunk of stream)');
  });
});

describe('every operation of the real definition', () => {
  const real = loadDefinition(path.resolve('content/openapi'));
  it('gets three samples per request example, each calling its own path on the first server', () => {
    for (const entry of listOperations(real)) {
      const media = entry.requestBody ? Object.entries(entry.requestBody.content)[0] : undefined;
      const examples = media ? Object.values(media[1].examples ?? {}) : [undefined];
      for (const ex of examples) {
        const s = buildSamples({ doc: real, entry, body: ex?.value as Json | undefined, contentType: media?.[0] });
        const { url } = requestTarget({ doc: real, entry });
        expect([entry.id, s.curl.startsWith('curl')]).toEqual([entry.id, true]);
        if (!entry.operation['x-sdk']) {
          for (const code of Object.values(s)) expect([entry.id, code.includes(url)]).toEqual([entry.id, true]);
        } else {
          expect(s.python).toContain('from openai import OpenAI');
          expect(s.javascript).toContain('import OpenAI from "openai";');
        }
        if (media?.[0] === 'application/json' && ex) expect(curlBody(s.curl)).toEqual(ex.value);
      }
    }
  });
});
