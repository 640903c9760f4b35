/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { linesBeforeBody } from './documentChecks';
import { documentModel } from './documentModel';

it('counts the lines gray-matter strips before the body', () => {
  const raw = '---\ntitle: x\ndescription: y\n---\n\nمتن\n';
  expect(linesBeforeBody(raw, '\nمتن\n')).toBe(4);
  expect(linesBeforeBody('متن\n', 'متن\n')).toBe(0);
});

it('warns with the file and its line about unknown languages, missing file links and unknown admonitions', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-checks-'));
  fs.writeFileSync(path.join(dir, 'there.mdx'), '');
  const file = path.join(dir, 'index.mdx');
  const body = [
    '[ok](./there.mdx) [gone](./missing.mdx#part)',
    '',
    '```persianscript',
    'x',
    '```',
    '',
    ':::todo',
    'y',
    ':::',
    '',
    '```bash',
    'ls',
    '```',
  ].join('\n');
  expect(documentModel({ body, raw: `---\ntitle: x\n---\n\n${body}`, file, contentDir: dir }).warnings).toEqual([
    `Language does not exist: persianscript (${file}:7); rendered as plain text`,
    `Markdown link to a missing file: ./missing.mdx#part (${file}:5); fix the path or link to a route`,
    `Unknown admonition :::todo (${file}:11); use tip, note, info, warning or danger`,
  ]);
  fs.rmSync(dir, { recursive: true });
});

it('leaves a body that is not MDX to the compile, which reports it with the file and line', () => {
  const model = documentModel({
    body: 'متن\n\n<div>\n',
    file: path.resolve('content/x.mdx'),
    contentDir: path.resolve('content'),
  });
  expect(model.error).toMatch(/closing tag/);
  expect(model).toMatchObject({ components: [], apiReferences: [], sections: [], warnings: [] });
});
