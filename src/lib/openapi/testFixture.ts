import { findOperation } from './refs';
import type { ExampleObject, OpenApiDocument, SchemaObject } from './types';
import { buildOperationView, buildSchemaView } from './view';

type Paths = OpenApiDocument['paths'];

const SEND = { $ref: '#/components/schemas/Send' };
/** A JSON body's `content`: its schema (a copy: every document is fresh) and named examples. */
const json = (schema: SchemaObject, examples: Record<string, ExampleObject>) => ({
  'application/json': { schema: { ...schema }, examples },
});

/** Sending a message as JSON (with an id from another call, a shared 401) and as an event stream. */
function messagePaths(): Paths {
  return {
    '/v1/sessions/{sessionId}/message': {
      parameters: [{ $ref: '#/components/parameters/SessionId' } as never],
      post: {
        operationId: 'send',
        tags: ['chat'],
        summary: 'ارسال',
        description: 'متن را می‌فرستد و همان `text` را برمی‌گرداند.',
        requestBody: {
          required: true,
          content: json(SEND, {
            plain: { summary: 'ساده', value: { text: "it's سلام", n: 1, ok: true, none: null } },
            tagged: {
              summary: 'برچسب‌دار',
              'x-unverified': true,
              'x-tags': ['files'],
              value: { text: 'x', n: 2, ok: false, none: null },
            },
            withBot: { summary: 'با چت‌بات', value: { text: 'x', botId: 'b-1' } },
          }),
        },
        responses: {
          '200': {
            description: 'پاسخ',
            content: json(SEND, { r: { summary: 'پاسخ ساده', value: { text: 'y', n: 3, ok: true, none: null } } }),
          },
          '401': { $ref: '#/components/responses/Unauthorized' } as never,
        },
      },
    },
    '/v1/sessions/{sessionId}/stream': {
      parameters: [{ $ref: '#/components/parameters/SessionId' } as never],
      post: {
        operationId: 'stream',
        tags: ['chat'],
        requestBody: { content: json(SEND, { s: { value: { text: 'x', n: 1, ok: true, none: null } } }) },
        responses: {
          '200': {
            description: 'جریان',
            content: {
              'text/event-stream': {
                schema: {
                  type: 'string',
                  contentMediaType: 'text/event-stream',
                  contentSchema: { $ref: '#/components/schemas/Send' },
                },
                'x-sse-text': 'message.content',
                examples: { e: { value: 'data: {"text":"a","n":1,"ok":true,"none":null}\n\n' } },
              },
            },
          },
        },
      },
    },
  };
}

/** A task polled until it ends (query and path parameters), and a multipart upload on a public route. */
function taskAndFilePaths(): Paths {
  return {
    '/v1/tasks/{taskId}': {
      get: {
        operationId: 'poll',
        tags: ['chat'],
        'x-poll': { field: 'status', terminal: ['FINISHED', 'FAILED'], intervalSeconds: 2 },
        parameters: [
          {
            name: 'taskId',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            example: 't 1',
            'x-id-source': { variable: 'TASK_ID', operationId: 'send', pointer: '/task/id' },
          },
          { name: 'q', in: 'query', schema: { type: 'string' }, example: 'پرسش و پاسخ' },
        ],
        responses: { '200': { description: 'وضعیت' } },
      },
    },
    '/v1/files': {
      post: {
        operationId: 'upload',
        tags: ['files'],
        security: [],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { $ref: '#/components/schemas/Upload' },
              examples: {
                two: { value: { files: ['a.png', 'b.png'], docs: ['c.pdf'], meta: '{"k":1}', ocr: true } },
                textOnly: { value: { meta: '{"k":2}', ocr: false } },
              },
            },
          },
        },
        responses: { '200': { description: 'ذخیره شد' } },
      },
    },
  };
}

/** Routes that follow a vendor: an OpenAI SDK call, and Gemini with its own key header. */
function vendorPaths(): Paths {
  return {
    '/openai/v1/chat/completions': {
      post: {
        operationId: 'chat',
        tags: ['chat'],
        'x-sdk': { kind: 'openai', basePath: '/openai/v1', call: 'chat.completions.create' },
        requestBody: {
          content: json(
            { type: 'object' },
            {
              basic: { value: { model: 'm', messages: [{ role: 'user', content: 'سلام' }] } },
              stream: { value: { model: 'm', stream: true, messages: [] } },
            },
          ),
        },
        responses: {
          '200': {
            description: 'پاسخ',
            content: {
              'application/json': { schema: { type: 'object' } },
              'text/event-stream': { schema: { type: 'string' }, 'x-sse-done': '[DONE]' },
            },
          },
        },
      },
    },
    '/v1beta/models/{model}:generateContent': {
      post: {
        operationId: 'gemini',
        tags: ['chat'],
        security: [{ GoogApiKey: [] }],
        parameters: [
          { name: 'model', in: 'path', required: true, schema: { type: 'string' }, example: 'gemini-2.5-flash' },
          {
            name: 'x-vendor-version',
            in: 'header',
            required: true,
            schema: { type: 'string' },
            example: '2023-06-01',
          },
        ],
        requestBody: { content: json({ type: 'object' }, { t: { value: { contents: [] } } }) },
        responses: { '200': { description: 'پاسخ' } },
      },
    },
  };
}

function fixtureComponents(): OpenApiDocument['components'] {
  return {
    parameters: {
      SessionId: {
        name: 'sessionId',
        in: 'path',
        required: true,
        description: 'شناسه',
        schema: { type: 'string' },
        example: 's-2',
        'x-id-source': { variable: 'SESSION_ID', operationId: 'send', pointer: '/id' },
      },
    },
    responses: {
      Unauthorized: {
        description: 'کلید نادرست است.',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    },
    securitySchemes: {
      BearerAuth: { type: 'http', scheme: 'bearer' },
      ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      GoogApiKey: { type: 'apiKey', in: 'header', name: 'x-goog-api-key' },
    },
    schemas: {
      Send: {
        type: 'object',
        required: ['text'],
        examples: [{ text: 'سلام', n: 1 }],
        properties: {
          text: { type: 'string', description: 'متن' },
          botId: { type: 'string', 'x-id-source': { variable: 'BOT_ID', note: 'the id of your bot' } },
          n: { type: 'integer', minimum: 0, maximum: 9 },
          ok: { type: 'boolean' },
          none: { type: ['string', 'null'] },
        },
      },
      Upload: {
        type: 'object',
        properties: {
          files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
          docs: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
          meta: { type: 'string', contentMediaType: 'application/json' },
          ocr: { type: 'boolean' },
        },
      },
    },
  };
}

/**
 * The one small definition of the tests, exercising every sample shape: JSON, multipart, query, SSE,
 * polling, SDK, vendor auth. A fresh copy each call, so a test may change it.
 */
export function fixtureDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    servers: [{ url: 'https://api.example.ir' }, { url: 'https://api.example.com' }],
    security: [{ BearerAuth: [] }, { ApiKeyHeader: [] }],
    tags: [
      { name: 'chat', 'x-page': '/api/chat', 'x-title': 'گفتگو' },
      { name: 'files', 'x-page': '/api/files', 'x-title': 'فایل‌ها' },
    ],
    paths: { ...messagePaths(), ...taskAndFilePaths(), ...vendorPaths() },
    components: fixtureComponents(),
  };
}

/** The view the build makes of one operation of the fixture, as ApiOperation receives it. */
export function fixtureOperationView(id: string) {
  const doc = fixtureDocument();
  return buildOperationView(doc, findOperation(doc, id)!);
}

/** The view the build makes of one schema of the fixture, as ApiSchema receives it. */
export const fixtureSchemaView = (name: string) => buildSchemaView(fixtureDocument(), name);
