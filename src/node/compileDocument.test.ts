/** @jest-environment node */
import path from 'path';
import { compileErrorMessage } from './compileDocument';
import { DocumentTreeError } from './documentTree';

const file = path.resolve('content/guide.mdx');

describe('compileErrorMessage', () => {
  it("names the file's line and column for MDX's syntax errors, whose place is only in their text", () => {
    const error = Object.assign(new Error('x'), {
      reason: 'Expected a closing tag for `<div>` (3:1-3:6)',
      line: null,
      column: null,
    });
    expect(compileErrorMessage(file, error, 4)).toBe(
      'content/guide.mdx:7:1: Expected a closing tag for `<div>` (MDX syntax: AUTHORING.md, «Writing MDX»)',
    );
  });

  it('uses a message that carries its line, and a plain error as it is', () => {
    expect(compileErrorMessage(file, { reason: 'Unexpected character', line: 2, column: 5 }, 3)).toBe(
      'content/guide.mdx:5:5: Unexpected character (MDX syntax: AUTHORING.md, «Writing MDX»)',
    );
    expect(compileErrorMessage(file, new Error('boom'))).toBe(
      'content/guide.mdx: boom (MDX syntax: AUTHORING.md, «Writing MDX»)',
    );
  });

  it("leaves the tree reader's own message, which already names the file, the line and the fix", () => {
    expect(compileErrorMessage(file, new DocumentTreeError('content/guide.mdx:9: this expression …'), 4)).toBe(
      'content/guide.mdx:9: this expression …',
    );
  });
});
