import { alternativesOf, correctedSpellings, latinSkeleton, persianSkeleton, vocabularyOf } from './spelling';

const vocabulary = vocabularyOf([
  'openai',
  'قیمت',
  'قیمتگذاری',
  'کلید',
  'پایگاه',
  'دانش',
  'خلاصه',
  'ساز',
  'سازی',
  'نشست',
  'تصویر',
  'تولید',
  'تابع',
  'api',
  'خلاصهساز',
  'embedding',
  'مدل',
  'مدلهای',
]);

describe('alternative spellings', () => {
  it('reads Persian and Finglish words to the same consonant skeleton', () => {
    for (const [fa, latin] of [
      ['قیمت', 'gheymat'],
      ['قیمت', 'qeymat'],
      ['کلید', 'kelid'],
      ['پایگاه', 'payegah'],
      ['دانش', 'danesh'],
      ['خلاصه', 'kholase'],
      ['خلاصه', 'kholaseh'],
      ['نشست', 'neshast'],
      ['تصویر', 'tasvir'],
      ['تابع', 'tabe'],
    ])
      expect([fa, persianSkeleton(fa)[0]]).toEqual([fa, latinSkeleton(latin)[0]]);
    // A final ه after a consonant is a vowel, after ا it is «h».
    expect(persianSkeleton('خلاصه')[0]).toBe('xls');
    expect(persianSkeleton('پایگاه')[0]).toBe('pgh');
  });

  it('finds the Persian word a Finglish word stands for, closest vowels first', () => {
    expect(alternativesOf('gheymat', vocabulary)).toEqual(['قیمت']);
    expect(alternativesOf('saz', vocabulary)[0]).toBe('ساز');
    expect(alternativesOf('neshast', vocabulary)).toEqual(['نشست']);
  });

  it('leads a Finglish plural to its stem too, as a plural typed in Persian letters does', () => {
    expect(alternativesOf('modelhaye', vocabulary)).toEqual(['مدلهای', 'مدل']);
    expect(alternativesOf('model', vocabulary)).toEqual(['مدل']);
  });

  it('finds a word typed with two letters swapped', () => {
    expect(alternativesOf('opeani', vocabulary)).toEqual(['openai']);
    expect(alternativesOf('کلدی', vocabulary)).toEqual(['کلید']);
  });

  it('gives nothing for a word the index holds, or one too short to guess', () => {
    expect(alternativesOf('api', vocabulary)).toEqual([]);
    expect(alternativesOf('قیمت', vocabulary)).toEqual([]);
    expect(alternativesOf('zz', vocabulary)).toEqual([]);
    expect(alternativesOf('xyzzyq', vocabulary)).toEqual([]);
  });

  it('leads a misspelt listed word where the synonym list leads the word', () => {
    const synonyms = { امبدینگ: ['embedding'] };
    expect(alternativesOf('امبدینک', vocabulary, synonyms)).toEqual(['embedding']);
    expect(alternativesOf('امبدنیگ', vocabulary, synonyms)).toEqual(['embedding']);
    expect(alternativesOf('امبدینک', vocabulary)).toEqual([]);
  });

  it('spells a query as the index may hold it, for the exact-label keys', () => {
    const keep = (w: string) => w === 'با';
    expect(correctedSpellings(['پایگا', 'دانش'], vocabulary, keep)).toEqual(['پایگاهدانش']);
    expect(correctedSpellings(['payegah', 'danesh'], vocabulary, keep)).toEqual(['پایگاهدانش']);
    expect(correctedSpellings(['خلاصهساذ'], vocabulary, keep)).toEqual(['خلاصهساز']);
    expect(correctedSpellings(['خلاصه', 'سار'], vocabulary, keep)).toEqual(['خلاصهساز']);
    expect(correctedSpellings(['پایگاه', 'دانش'], vocabulary, keep)).toEqual([]);
  });
});
