import { unicodeRanges } from './fontFace';

const codePoints = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from, to = from] = part.replace('U+', '').split('-');
    const start = parseInt(from, 16);
    return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });

it('splits the Arabic script between the Persian subset and the whole-script face, without overlap', () => {
  const persian = codePoints(unicodeRanges.persian);
  const beyond = codePoints(unicodeRanges.arabicBeyondPersian);
  const arabic = new Set(codePoints(unicodeRanges.arabic));
  expect(beyond.filter((c) => persian.includes(c))).toEqual([]);
  // U+200F (RLM) is Persian text's own mark, outside the whole-script file's published range.
  expect(new Set([...persian, ...beyond].filter((c) => c !== 0x200f))).toEqual(arabic);
});
