/** @jest-environment node */
// The definition in content/openapi/ checked by a real validator (Redocly's, the engine of `redocly lint`)
// and every example checked against its schema with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateExamples } from './examples';
import { loadDefinition } from '../../node/openApiDefinition';
import { deref, listOperations, resolveSchema } from './refs';
import type { OpenApiDocument, SchemaObject } from './types';

const PERSIAN = /[\u0600-\u06FF]/;
const doc = loadDefinition(path.resolve('content/openapi'));

function lint(document: OpenApiDocument) {
  const result = spawnSync(process.execPath, [path.resolve('tools/lint-openapi.mjs')], {
    input: JSON.stringify(document),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Array<{ ruleId: string; severity: string; message: string; pointer?: string }>;
}

/** Spectral (the `oas` ruleset, see .spectral.yaml) on a document written to a temporary file. */
function spectral(document: OpenApiDocument) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-spectral-'));
  const file = path.join(dir, 'metis-openapi.json');
  try {
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = path.resolve('node_modules/@stoplight/spectral-cli/dist/index.js');
    const result = spawnSync(
      process.execPath,
      [
        cli,
        'lint',
        file,
        '--ruleset',
        path.resolve('.spectral.yaml'),
        '--format',
        'json',
        '--quiet',
        '--fail-severity',
        'hint',
      ],
      {
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    if (!result.stdout.trim().startsWith('[')) throw new Error(result.stderr || result.stdout);
    return JSON.parse(result.stdout) as Array<{ code: string; severity: number; message: string; path: string[] }>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI definition', () => {
  it('is valid OpenAPI 3.1 with no problem under the recommended ruleset', () => {
    expect(doc.openapi).toBe('3.1.0');
    const problems = lint(doc).map((p) => `${p.severity} ${p.ruleId} ${p.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it("lints clean with Spectral's oas ruleset, warnings and hints included", () => {
    expect(spectral(doc).map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it('is linted by Spectral for real: an array without items and an example without a value are reported', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
    delete (
      broken.components.schemas!.ArgumentSpec.properties!.validationRules.properties!.allowedValues as {
        items?: unknown;
      }
    ).items;
    broken.paths['/api/v1/bots'].post!.requestBody!.content['application/json'].examples!.supportBot = {
      summary: 'بدون مقدار',
    };
    const codes = spectral(broken).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['array-items', 'example-objects-value-or-external-value']));
  }, 120_000);

  it('is checked for real: a broken document does fail the validator', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
    (broken.paths['/api/v1/bots/all'].get as { operationId: string }).operationId = 'createBot';
    (broken.paths['/api/v1/bots'].post as { parameters?: unknown[] }).parameters = [{ name: 'x', in: 'body' }];
    delete broken.paths['/api/v1/bots/{botId}'].parameters;
    const errors = lint(broken).filter((p) => p.severity === 'error');
    expect(errors.map((e) => e.ruleId)).toEqual(
      expect.arrayContaining(['struct', 'operation-operationId-unique', 'path-parameters-defined']),
    );
  }, 60_000);

  it('has every example match its schema', () => {
    expect(validateExamples(doc)).toEqual([]);
  });

  it('catches an example that does not match (the check is not a no-op)', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
    (broken.components.schemas!.Message.examples![0] as Record<string, unknown>).type = 'ASSISTANT';
    const body = broken.paths['/api/v1/chat/session'].post!.requestBody!.content['application/json'].examples!.withUser;
    (body.value as Record<string, unknown>).botId = 42;
    const stream =
      broken.paths['/api/v1/chat/session/{sessionId}/message/stream'].post!.responses['200'].content![
        'text/event-stream'
      ].examples!.stream;
    stream.value = 'data: {"message":{"type":"BOT","content":"x"}}\n\n';
    const problems = validateExamples(broken).map((p) => `${p.where}: ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /components\.schemas\.Message examples\[0\]: \/type must be equal to one of the allowed values/,
        ),
        expect.stringMatching(/createSession .*examples\.withUser: \/botId must be string/),
        expect.stringMatching(/streamMessage .*examples\.stream event 1: \/message\/type/),
      ]),
    );
  });

  it('has both servers and both ways of sending the key', () => {
    expect(doc.servers?.map((s) => s.url)).toEqual(['https://api.metisai.ir', 'https://api.tapsage.com']);
    expect(doc.security).toEqual([{ BearerAuth: [] }, { ApiKeyHeader: [] }]);
    expect(doc.components.securitySchemes?.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes?.ApiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });

  it('declares the reusable schemas and error responses the reference relies on', () => {
    const schemas = Object.keys(doc.components.schemas ?? {});
    for (const name of [
      'User',
      'Message',
      'Provider',
      'Function',
      'Corpora',
      'Summarizer',
      'Bot',
      'Session',
      'Task',
      'StorageFile',
      'Generation',
      'Error',
    ]) {
      expect(schemas).toContain(name);
    }
    expect(Object.keys(doc.components.responses ?? {})).toEqual(
      expect.arrayContaining([
        'BadRequest',
        'Unauthorized',
        'PaymentRequired',
        'NotFound',
        'TooManyRequests',
        'ServerError',
      ]),
    );
    const statuses = new Set(listOperations(doc).flatMap((e) => e.responses.map((r) => r.status)));
    for (const s of ['400', '401', '402', '404', '429', '5XX']) expect(statuses).toContain(s);
  });

  it('gives every operation a Persian summary and description, a page, and examples of request and response', () => {
    const pages = new Map((doc.tags ?? []).map((t) => [t.name, t['x-page']]));
    for (const entry of listOperations(doc)) {
      const op = entry.operation;
      const where = entry.id;
      expect([where, PERSIAN.test(op.summary ?? '')]).toEqual([where, true]);
      expect([where, PERSIAN.test(op.description ?? '')]).toEqual([where, true]);
      expect([where, Boolean(op.tags?.length && pages.get(op.tags[0]))]).toEqual([where, true]);
      for (const p of entry.parameters) {
        expect([where, p.name, p.example !== undefined, PERSIAN.test(p.description ?? '')]).toEqual([
          where,
          p.name,
          true,
          true,
        ]);
      }
      if (entry.requestBody) {
        for (const [type, media] of Object.entries(entry.requestBody.content)) {
          expect([where, type, Object.keys(media.examples ?? {}).length > 0]).toEqual([where, type, true]);
          for (const [key, ex] of Object.entries(media.examples ?? {}))
            expect([where, key, PERSIAN.test(ex.summary ?? '')]).toEqual([where, key, true]);
        }
      }
      const ok = entry.responses.filter((r) => r.status.startsWith('2'));
      expect([where, ok.length > 0]).toEqual([where, true]);
      for (const { status, response } of entry.responses) {
        expect([where, status, PERSIAN.test(response.description)]).toEqual([where, status, true]);
        for (const [type, media] of Object.entries(response.content ?? {})) {
          expect([where, status, type, Object.keys(media.examples ?? {}).length > 0]).toEqual([
            where,
            status,
            type,
            true,
          ]);
        }
      }
    }
  });

  it('gives every property of every schema a Persian description and an example', () => {
    const missing: string[] = [];
    const visit = (schema: SchemaObject, where: string, seen: Set<string>) => {
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const { schema: resolved, name: ref } = resolveSchema(doc, prop);
        const description = prop.description ?? resolved.description ?? '';
        const hasExample =
          (prop.examples?.length ?? 0) > 0 || (resolved.examples?.length ?? 0) > 0 || prop.const !== undefined;
        if (!PERSIAN.test(description)) missing.push(`${where}.${name}: Persian description`);
        if (!hasExample) missing.push(`${where}.${name}: example`);
        if (!ref) visit(prop, `${where}.${name}`, seen);
        const items = prop.items && !prop.items.$ref ? prop.items : undefined;
        if (items) visit(items, `${where}.${name}[]`, seen);
      }
    };
    for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
      if (!PERSIAN.test(schema.description ?? '')) missing.push(`${name}: Persian description`);
      if (!schema.examples?.length) missing.push(`${name}: example`);
      visit(schema, name, new Set());
    }
    expect(missing).toEqual([]);
  });

  it('marks what the facts do not confirm with x-unverified, never on confirmed core routes', () => {
    const unverifiedOps = listOperations(doc)
      .filter((e) => e.operation['x-unverified'])
      .map((e) => e.id);
    for (const id of ['createSession', 'sendMessage', 'uploadFiles', 'createGeneration', 'createChatCompletion'])
      expect(unverifiedOps).not.toContain(id);
    const blend =
      doc.paths['/api/v1/chat/session/{sessionId}/message/async'].post!.requestBody!.content['application/json']
        .examples!;
    expect(['blend', 'variant', 'scale'].map((k) => blend[k]['x-unverified'])).toEqual([true, true, true]);
    expect(doc.components.schemas!.Summarizer['x-unverified']).toBe(true);
    const listSessions = deref(doc, doc.paths['/api/v1/chat/session'].get!.responses['200']);
    expect(listSessions['x-unverified']).toBe(true);
  });

  it('names the evidence of every operation with the facts sheet marks, and marks exactly the unconfirmed ones', () => {
    for (const entry of listOperations(doc)) {
      const sources = entry.operation['x-sources'] ?? '';
      const mark = /^\[(C \d+\+?|S|I|X)\]/.exec(sources)?.[1];
      expect([entry.id, Boolean(mark), /\bS\d+|\bid \d+/.test(sources)]).toEqual([entry.id, true, true]);
      expect([entry.id, Boolean(entry.operation['x-unverified'])]).toEqual([entry.id, !mark!.startsWith('C')]);
    }
  });

  it('cites its sources by name and points at nothing outside the project', () => {
    const files = [
      'content/openapi/openapi.yaml',
      ...fs.readdirSync('content/openapi/paths').map((f) => `content/openapi/paths/${f}`),
      ...fs.readdirSync('content/openapi/components').map((f) => `content/openapi/components/${f}`),
    ];
    for (const file of files)
      expect([file, /\/work\/|shared\/|platform-facts\.md|\.\.\//.test(fs.readFileSync(file, 'utf8'))]).toEqual([
        file,
        false,
      ]);
    expect(Object.keys((doc.info['x-source-names'] as Record<string, string>) ?? {})).toEqual(
      expect.arrayContaining(['S1', 'S3', 'S4', 'S5']),
    );
  });

  it('uses the platform names: message types, task statuses, generation statuses, storage field, key prefix', () => {
    expect(doc.components.schemas!.MessageType.enum).toEqual(['USER', 'AI', 'SYSTEM', 'TOOL']);
    expect(doc.components.schemas!.TaskStatus.enum).toEqual(['RUNNING', 'FINISHED', 'FAILED']);
    expect(doc.components.schemas!.GenerationStatus.enum).toEqual([
      'WAITING',
      'SUBMITTED',
      'COMPLETED',
      'ERROR',
      'CANCELLED',
    ]);
    expect(Object.keys(doc.components.schemas!.UploadForm.properties ?? {})).toEqual(['files']);
    expect(doc.components.securitySchemes!.BearerAuth.bearerFormat).toBe('tpsg-…');
  });
});
