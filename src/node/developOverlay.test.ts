/** @jest-environment node */
import path from 'path';
import { codeFrame, locate, overlayError } from './developOverlay';

describe("gatsby develop's error overlay", () => {
  it('finds the file and line a message names, at its start or inside it', () => {
    expect(locate('content/introduction.mdx:12:3: Expected a closing tag', '/p')).toEqual({
      file: '/p/content/introduction.mdx',
      line: 12,
      column: 3,
    });
    expect(locate('Unknown API operation id "x" in <ApiOperation> at content/api/fake.mdx:3. Fix: …', '/p')).toEqual({
      file: '/p/content/api/fake.mdx',
      line: 3,
      column: undefined,
    });
    expect(
      locate('The OpenAPI definition could not be read: /tmp/docs/openapi/paths/a.yaml:7:1: bad indentation', '/p')
        ?.file,
    ).toBe('/tmp/docs/openapi/paths/a.yaml');
    expect(locate('Frontmatter error in content/a.mdx: missing required "title"', '/p')).toBeNull();
  });

  it('frames the lines around the error, marking the line and the column', () => {
    const source = ['a', 'b', 'c', '<div>', 'e', 'f', 'g'].join('\n');
    expect(codeFrame(source, 4, 1)).toBe(
      ['  2 | b', '  3 | c', '> 4 | <div>', '    | ^', '  5 | e', '  6 | f'].join('\n'),
    );
    expect(codeFrame(source, 1)).toBe(['> 1 | a', '  2 | b', '  3 | c'].join('\n'));
  });

  it("gives Gatsby's overlay the file, place, message and code frame", () => {
    const file = path.resolve('content/x.mdx');
    const error = overlayError(
      { file, line: 2, column: 5, message: 'content/x.mdx:2:5: Unexpected character\nmore' },
      () => 'one\ntwo three\n',
    );
    expect(error).toMatchObject({
      filePath: file,
      location: { start: { line: 2, column: 5 } },
      error: { message: 'content/x.mdx:2:5: Unexpected character' },
    });
    expect(error.text).toContain('> 2 | two three\n    |     ^');
    expect(overlayError({ file, message: 'no place' }).location).toBeUndefined();
  });
});
