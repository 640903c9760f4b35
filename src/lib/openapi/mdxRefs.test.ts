import { scanApiReferences } from './mdxRefs';

it('finds operations and schemas with their lines and example keys', () => {
  const source = [
    '# x',
    '',
    '<ApiOperation id="createSession" />',
    'text',
    "<ApiSchema name='Message'/>",
    '<ApiOperation id={"sendMessageAsync"} examples="blend, scale" level="3" />',
  ].join('\n');
  expect(scanApiReferences(source)).toEqual([
    { kind: 'operation', id: 'createSession', line: 3, examples: undefined },
    { kind: 'schema', id: 'Message', line: 5 },
    { kind: 'operation', id: 'sendMessageAsync', line: 6, examples: ['blend', 'scale'] },
  ]);
});

it('ignores components shown as code, in fences and inline', () => {
  const source = ['Write `<ApiOperation id="inline" />` to use it.', '```mdx', '<ApiOperation id="fenced" />', '```', '<ApiSchema name="Real" />'].join('\n');
  expect(scanApiReferences(source).map((u) => u.id)).toEqual(['Real']);
});

it('reports a tag without its id so the build can name it', () => {
  expect(scanApiReferences('<ApiOperation />')).toEqual([{ kind: 'operation', id: '', line: 1, examples: undefined }]);
});
