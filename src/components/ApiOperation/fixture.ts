import type { OperationView, SchemaView } from '../../lib/openapi/viewTypes';

/** A small operation view as the build produces it, for component tests. */
export function operationFixture(): OperationView {
  const code = (value: string, label: string, prism: string, text: string) => ({
    value,
    label,
    prism,
    html: `<span class="token keyword">${text.split(' ')[0]}</span>${text.slice(text.split(' ')[0].length)}`,
  });
  return {
    id: 'sendMessageAsync',
    method: 'POST',
    path: '/api/v1/chat/session/{sessionId}/message/async',
    summary: 'ارسال پیام به‌صورت ناهمگام',
    description: 'پیام را می‌فرستد و شناسه‌ی `taskId` را برمی‌گرداند.',
    tags: ['session', 'imagine'],
    page: '/api/session',
    unverified: false,
    deprecated: false,
    servers: ['https://api.metisai.ir', 'https://api.tapsage.com'],
    auth: [
      { scheme: 'BearerAuth', header: 'Authorization', bearer: true },
      { scheme: 'ApiKeyHeader', header: 'x-api-key', bearer: false },
    ],
    parameters: [
      {
        name: 'sessionId',
        in: 'path',
        required: true,
        type: 'string',
        description: 'شناسه‌ی نشست',
        example: '9b2d',
        unverified: false,
      },
    ],
    requestBody: {
      contentType: 'application/json',
      type: 'SendMessageRequest',
      schema: 'SendMessageRequest',
      required: true,
      rows: [
        {
          name: 'message',
          type: 'MessageInput',
          required: true,
          nullable: false,
          constraints: [],
          unverified: false,
          children: [],
        },
      ],
    },
    requestExamples: [],
    samples: [
      {
        example: 'question',
        summary: 'پرسش',
        tags: [],
        unverified: false,
        samples: [
          code('curl', 'cURL', 'bash', 'curl -X POST https://api.metisai.ir/x'),
          code('python', 'Python', 'python', 'import requests'),
          code('javascript', 'JavaScript', 'javascript', 'const url = 1;'),
        ],
      },
      {
        example: 'blend',
        summary: 'بلند',
        tags: ['imagine'],
        unverified: true,
        samples: [
          code('curl', 'cURL', 'bash', 'curl blend'),
          code('python', 'Python', 'python', 'import blend'),
          code('javascript', 'JavaScript', 'javascript', 'const blend = 1;'),
        ],
      },
    ],
    responses: [
      {
        status: '200',
        description: 'وظیفه ساخته شد.',
        unverified: false,
        bodies: [
          {
            contentType: 'application/json',
            type: 'Task',
            schema: 'Task',
            rows: [
              {
                name: 'taskId',
                type: 'string',
                required: true,
                nullable: false,
                constraints: [],
                unverified: false,
                children: [],
              },
            ],
          },
        ],
        examples: [
          {
            key: 'task',
            summary: 'شناسه‌ی وظیفه',
            unverified: false,
            tags: [],
            contentType: 'application/json',
            prism: 'json',
            html: '{"taskId": "5e8a"}',
          },
        ],
      },
      {
        status: '401',
        description: 'کلید نادرست است.',
        unverified: false,
        shared: 'Unauthorized',
        bodies: [{ contentType: 'application/json', type: 'Error', schema: 'Error', rows: [] }],
        examples: [],
      },
    ],
  };
}

export function schemaFixture(): SchemaView {
  return {
    name: 'Message',
    description: 'یک پیام در گفتگو.',
    page: '/types/message',
    unverified: false,
    type: 'object',
    rows: [
      {
        name: 'type',
        type: 'string',
        required: true,
        nullable: false,
        enum: ['"USER"', '"AI"'],
        constraints: [],
        unverified: false,
        children: [],
      },
    ],
    example: {
      key: 'schema',
      unverified: false,
      tags: [],
      contentType: 'application/json',
      prism: 'json',
      html: '{"type": "AI"}',
    },
    usedBy: [
      {
        id: 'sendMessage',
        summary: 'ارسال پیام',
        method: 'POST',
        path: '/api/v1/chat/session/{sessionId}/message',
        page: '/api/session',
      },
    ],
  };
}
