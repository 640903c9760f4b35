import { scalarText } from './scalar';

describe('scalarText', () => {
  it('writes strings, numbers, booleans and null as text', () => {
    expect([scalarText('a b', 'x'), scalarText(3, 'x'), scalarText(false, 'x'), scalarText(null, 'x')]).toEqual([
      'a b',
      '3',
      'false',
      'null',
    ]);
  });

  it('refuses an object or a list, naming where it was found', () => {
    expect(() => scalarText({ a: 1 }, 'GET /v1/x: query parameter "q"')).toThrow(
      'GET /v1/x: query parameter "q": the example must be a string, number or boolean, not an object',
    );
    expect(() => scalarText([1], 'p')).toThrow('not a list');
  });
});
