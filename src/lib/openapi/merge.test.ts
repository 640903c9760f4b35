/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { definitionFiles, loadDefinition } from '../../node/openApiDefinition';
import { mergeParts } from './merge';

const root = {
  file: 'openapi.yaml',
  data: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: { A: {} } } },
};

it('joins paths and components of several files into one document, in file order', () => {
  const doc = mergeParts(root, [
    {
      file: 'components/a.yaml',
      data: { components: { schemas: { B: { type: 'string' } }, responses: { R: { description: 'x' } } } },
    },
    { file: 'paths/z.yaml', data: { paths: { '/z': {} } } },
    { file: 'paths/a.yaml', data: { paths: { '/a': {} } } },
  ]);
  expect(Object.keys(doc.paths)).toEqual(['/z', '/a']);
  expect(Object.keys(doc.components)).toEqual(['securitySchemes', 'schemas', 'responses']);
  expect(doc.components.schemas?.B).toEqual({ type: 'string' });
});

it('refuses a path or component defined twice, naming both files', () => {
  expect(() =>
    mergeParts(root, [
      { file: 'paths/a.yaml', data: { paths: { '/x': {} } } },
      { file: 'paths/b.yaml', data: { paths: { '/x': {} } } },
    ]),
  ).toThrow('paths/b.yaml: paths "/x" is already defined in paths/a.yaml');
  expect(() =>
    mergeParts(root, [{ file: 'components/c.yaml', data: { components: { securitySchemes: { A: {} } } } }]),
  ).toThrow('components/c.yaml: components.securitySchemes "A" is already defined in openapi.yaml');
});

it('refuses other top-level keys in part files', () => {
  expect(() => mergeParts(root, [{ file: 'paths/a.yaml', data: { info: {} } }])).toThrow(
    'unexpected top-level key "info"',
  );
});

it('does not change the root it was given', () => {
  mergeParts(root, [{ file: 'paths/a.yaml', data: { paths: { '/q': {} } } }]);
  expect(root.data.paths).toEqual({});
});

describe('loading from disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    fs.mkdirSync(path.join(dir, 'paths'));
    fs.mkdirSync(path.join(dir, 'components'));
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the root, then components/ and paths/ in name order', () => {
    fs.writeFileSync(path.join(dir, 'paths/b.yaml'), 'paths:\n  /b: {}\n');
    fs.writeFileSync(path.join(dir, 'paths/a.yaml'), 'paths:\n  /a: {}\n');
    fs.writeFileSync(path.join(dir, 'components/s.yaml'), 'components:\n  schemas:\n    S: {type: string}\n');
    expect(definitionFiles(dir).map((f) => path.relative(dir, f))).toEqual([
      'openapi.yaml',
      'components/s.yaml',
      'paths/a.yaml',
      'paths/b.yaml',
    ]);
    expect(Object.keys(loadDefinition(dir).paths)).toEqual(['/a', '/b']);
  });

  it('fails with the file and line on a YAML error or a duplicate key', () => {
    fs.writeFileSync(path.join(dir, 'paths/a.yaml'), 'paths:\n  /a:\n    get: {}\n    get: {}\n');
    expect(() => loadDefinition(dir)).toThrow(/paths\/a\.yaml:4:\d+: Map keys must be unique/);
  });
});
