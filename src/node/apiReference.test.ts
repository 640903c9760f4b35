/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'yaml';
import { API_DOWNLOADS } from '../components/ApiDownloads';
import { fixtureDocument } from '../lib/openapi/testFixture';
import {
  apiPageContext,
  definitionFromNodes,
  DOWNLOADS,
  referenceProblems,
  sourceNodes,
  writeDownloads,
} from './apiReference';
import { documentModel } from './documentModel';
import { getDefinition } from './openApiDefinition';

const fixture = fixtureDocument();
const scanApiReferences = (body: string) =>
  documentModel({ body, file: path.resolve('content/api/fake.mdx'), contentDir: path.resolve('content') })
    .apiReferences;

describe('references from the documents', () => {
  it('names the page file, line and id of an unknown operation, schema or example', () => {
    const file = path.resolve('content/api/fake.mdx');
    const uses = scanApiReferences(
      'intro\n\n<ApiOperation id="noSuchOperation" />\n<ApiSchema name="NoSuchSchema" />\n<ApiOperation id="send" examples="nope" />',
    );
    const problems = referenceProblems(fixture, file, uses);
    expect(problems[0]).toMatch(
      /^Unknown API operation id "noSuchOperation" in <ApiOperation> at content\/api\/fake\.mdx:3\./,
    );
    expect(problems[1]).toMatch(
      /^Unknown API schema name "NoSuchSchema" in <ApiSchema> at content\/api\/fake\.mdx:4\./,
    );
    expect(problems[2]).toMatch(
      /^Unknown example "nope" of operation "send" at content\/api\/fake\.mdx:5\. Known: plain, tagged, withBot\./,
    );
    expect(referenceProblems(fixture, file, scanApiReferences('<ApiOperation id="send" examples="tagged" />'))).toEqual(
      [],
    );
  });

  it('names the page of a reference when the content has no definition at all', () => {
    const problems = referenceProblems(null, path.resolve('content/a.mdx'), [
      { kind: 'schema', id: 'X', line: 7, examples: [] },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/a\.mdx:7 uses <ApiSchema> but there is no OpenAPI definition at .*openapi\.yaml\.$/,
      ),
    ]);
  });

  it('gives pages their operations, schemas, chosen examples and area', () => {
    const uses = scanApiReferences(
      '<ApiOperation id="send" examples="tagged" />\n<ApiOperation id="send" />\n<ApiSchema name="Send" />',
    );
    expect(apiPageContext(fixture, '/api/files', uses)).toEqual({
      apiOperations: ['send'],
      apiSchemas: ['Send'],
      apiExamples: ['send:tagged'],
      apiArea: 'files',
    });
    expect(apiPageContext(null, '/x', []).apiArea).toBeNull();
  });
});

describe('sourcing', () => {
  it('turns the definition into an OpenApiDefinition node and one node per operation and schema', async () => {
    const created: Array<{ internal: { type: string } } & Record<string, unknown>> = [];
    const args = {
      actions: { createNode: (n: never) => created.push(n) },
      createNodeId: (s: string) => s,
      createContentDigest: () => 'digest',
      reporter: { panicOnBuild: jest.fn() },
    };
    await (sourceNodes as (a: unknown) => unknown)(args);
    const byType = (type: string) => created.filter((n) => n.internal.type === type);
    const doc = getDefinition();
    expect(byType('OpenApiDefinition')).toHaveLength(1);
    expect(definitionFromNodes((type) => byType(type) as never)).toEqual(doc);
    expect(byType('OpenApiOperation').length).toBe(
      Object.values(doc.paths).flatMap((item) => Object.keys(item ?? {}).filter((k) => k !== 'parameters')).length,
    );
    expect(byType('OpenApiSchema').map((n) => n.name)).toEqual(Object.keys(doc.components.schemas ?? {}));
    expect(args.reporter.panicOnBuild).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('writes the definition as YAML and JSON and the Postman collection, at the paths /postman links', () => {
    const doc = getDefinition();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-public-'));
    const files = writeDownloads(dir, doc).map((f) => path.relative(dir, f));
    expect(files).toEqual([DOWNLOADS.yaml, DOWNLOADS.json, DOWNLOADS.postman]);
    expect(API_DOWNLOADS.map((d) => d.href.slice(1)).sort()).toEqual(Object.values(DOWNLOADS).sort());
    const json = JSON.parse(fs.readFileSync(path.join(dir, DOWNLOADS.json), 'utf8'));
    expect(json).toEqual(JSON.parse(JSON.stringify(doc)));
    const yaml = fs.readFileSync(path.join(dir, DOWNLOADS.yaml), 'utf8');
    expect(yaml).toMatch(/^# Metis AI platform API/);
    expect(parse(yaml)).toEqual(json);
    const postman = JSON.parse(fs.readFileSync(path.join(dir, DOWNLOADS.postman), 'utf8'));
    expect(postman.info.name).toBe('Metis AI Platform API');
    fs.rmSync(dir, { recursive: true });
  });
});
