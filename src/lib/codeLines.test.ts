import { codeLines } from './codeLines';

it('counts lines of highlighted code; a final newline adds none', () => {
  expect(codeLines('<span class="token">a</span>\nb\n\nc')).toBe(4);
  expect(codeLines('one line\n')).toBe(1);
  expect(codeLines('')).toBe(1);
});
