/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'yaml';
import { API_DOWNLOADS } from '../components/ApiDownloads';
import { scanApiReferences } from '../lib/openapi/mdxRefs';
import { listOperations } from '../lib/openapi/refs';
import { apiReferenceContext, DOWNLOADS, getDefinition, referenceProblems, writeDownloads } from './apiReference';

const doc = getDefinition();

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(abs) : e.name.endsWith('.mdx') ? [abs] : [];
  });
}

describe('references from the documents', () => {
  it('names the page file, line and id of an unknown operation, schema or example', () => {
    const file = path.resolve('content/api/fake.mdx');
    const uses = scanApiReferences('intro\n\n<ApiOperation id="noSuchOperation" />\n<ApiSchema name="NoSuchSchema" />\n<ApiOperation id="sendMessage" examples="nope" />');
    const problems = referenceProblems(doc, file, uses);
    expect(problems[0]).toMatch(/^Unknown API operation id "noSuchOperation" in <ApiOperation> at content\/api\/fake\.mdx:3\./);
    expect(problems[1]).toMatch(/^Unknown API schema name "NoSuchSchema" in <ApiSchema> at content\/api\/fake\.mdx:4\./);
    expect(problems[2]).toMatch(/^Unknown example "nope" of operation "sendMessage" at content\/api\/fake\.mdx:5\. Known: text, withImage\./);
  });

  it('fails the build through the reporter, and gives pages their operations, schemas and area', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-page-'));
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, '<ApiOperation id="createSession" />\n<ApiOperation id="ghost" />\n<ApiSchema name="Session" />\n');
    const panics: string[] = [];
    const context = apiReferenceContext(file, '/api/session', { panicOnBuild: (m: string) => panics.push(m) } as never);
    expect(panics).toHaveLength(1);
    expect(panics[0]).toContain('"ghost"');
    expect(panics[0]).toContain('page.mdx:2');
    expect(context).toEqual({ apiOperations: ['createSession', 'ghost'], apiSchemas: ['Session'], apiExamples: [], apiArea: 'session' });
    fs.rmSync(dir, { recursive: true });
  });

  it('every page of the site references only operations and schemas that exist', () => {
    const all = mdxFiles(path.resolve('content')).flatMap((f) => referenceProblems(doc, f, scanApiReferences(fs.readFileSync(f, 'utf8'))));
    expect(all).toEqual([]);
  });

  it('every operation is rendered on at least one page, and every page of an area renders its own operations', () => {
    const used = new Map<string, string[]>();
    for (const f of mdxFiles(path.resolve('content'))) {
      const route = '/' + path.relative(path.resolve('content'), f).replace(/\.mdx$/, '');
      for (const u of scanApiReferences(fs.readFileSync(f, 'utf8'))) if (u.kind === 'operation') used.set(u.id, [...(used.get(u.id) ?? []), route]);
    }
    for (const entry of listOperations(doc)) {
      const pages = (entry.operation.tags ?? []).map((t) => doc.tags!.find((x) => x.name === t)!['x-page']);
      expect([entry.id, pages.every((p) => used.get(entry.id)?.includes(p!))]).toEqual([entry.id, true]);
    }
  });
});

describe('downloads', () => {
  it('writes the definition as YAML and JSON and the Postman collection, at the paths /postman links', () => {
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
