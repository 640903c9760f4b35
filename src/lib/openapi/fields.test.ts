/** @jest-environment node */
import path from 'path';
import { describeSchema, flattenSchema, walkRows } from './fields';
import { loadDefinition } from '../../node/openApiDefinition';
import { fixtureDocument } from './testFixture';

const real = loadDefinition(path.resolve('content/openapi'));

it('turns an object schema into rows with type, required, nullable, limits and first example', () => {
  const rows = flattenSchema(fixtureDocument(), { $ref: '#/components/schemas/Send' });
  expect(rows.map((r) => [r.name, r.type, r.required, r.nullable])).toEqual([
    ['text', 'string', true, false],
    ['botId', 'string', false, false],
    ['n', 'integer', false, false],
    ['ok', 'boolean', false, false],
    ['none', 'string', false, true],
  ]);
  expect(rows[2].constraints).toEqual(['min:0', 'max:9']);
});

it('marks file parts of multipart forms', () => {
  const rows = flattenSchema(fixtureDocument(), { $ref: '#/components/schemas/Upload' });
  expect(rows.find((r) => r.name === 'files')).toMatchObject({ type: 'array<string>', binary: true });
  expect(rows.find((r) => r.name === 'docs')).toMatchObject({ binary: true });
  expect(rows.find((r) => r.name === 'meta')?.binary).toBeUndefined();
});

it('nests properties of inline and referenced objects, and links types that have their own page instead of repeating them', () => {
  const rows = flattenSchema(real, { $ref: '#/components/schemas/BotRequest' });
  const paths = walkRows(rows).map((r) => r.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      'providerConfig',
      'providerConfig.provider',
      'providerConfig.args',
      'providerConfig.args.temperature',
    ]),
  );
  const provider = walkRows(rows).find((r) => r.path === 'providerConfig.provider')!.row;
  expect(provider).toMatchObject({
    type: 'Provider',
    schema: 'Provider',
    href: '/types/provider#schema-Provider',
    children: [],
  });
  const functions = rows.find((r) => r.name === 'functions')!;
  expect(functions).toMatchObject({ type: 'array<Function>', href: '/types/function#schema-Function' });
});

it('describes nullable references, enums and maps', () => {
  const session = flattenSchema(real, { $ref: '#/components/schemas/Session' });
  expect(session.find((r) => r.name === 'user')).toMatchObject({
    type: 'User',
    nullable: true,
    href: '/types/user#schema-User',
  });
  const message = flattenSchema(real, { $ref: '#/components/schemas/Message' });
  expect(message.find((r) => r.name === 'type')?.enum).toEqual(['"USER"', '"AI"', '"SYSTEM"', '"TOOL"']);
  expect(message.find((r) => r.name === 'finishReason')?.enum).toEqual([
    '"STOP"',
    '"LENGTH"',
    '"CONTENT_FILTER"',
    'null',
  ]);
  expect(describeSchema(real, real.components.schemas!.Function.properties!.parameters).type).toBe(
    'map<string, FunctionParameter>',
  );
  expect(message.find((r) => r.name === 'timestamp')?.unverified).toBe(true);
});

it('flattens the items of a top-level array (list responses)', () => {
  const rows = flattenSchema(real, { type: 'array', items: { $ref: '#/components/schemas/Bot' } });
  expect(rows.map((r) => r.name)).toContain('providerConfig');
});

it('stops at a cycle', () => {
  const doc = fixtureDocument();
  doc.components.schemas!.Node = {
    type: 'object',
    properties: { next: { $ref: '#/components/schemas/Node' }, v: { type: 'string' } },
  };
  const rows = flattenSchema(doc, { $ref: '#/components/schemas/Node' });
  expect(rows[0]).toMatchObject({ name: 'next', type: 'Node', children: [] });
});
