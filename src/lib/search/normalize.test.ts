import { normalize, normalizeForMatch, normalizeWithMap, ZWNJ } from './normalize';
import { tokenize } from './tokenize';

const same = (a: string, b: string) =>
  expect(tokenize(a, { unique: true }).sort()).toEqual(expect.arrayContaining(tokenize(b, { unique: true })));

describe('normalize', () => {
  it('folds Arabic yeh and kaf (and their look-alikes) to Persian ی and ک', () => {
    expect(normalize('كيك')).toBe('کیک');
    expect(normalize('موسيقى')).toBe('موسیقی');
    expect(normalize('ڪار')).toBe('کار');
    expect(normalize('يك')).toBe(normalize('یک'));
  });

  it('drops diacritics and tatweel', () => {
    expect(normalize('مُتَرْجِم')).toBe('مترجم');
    expect(normalize('کــــتاب')).toBe('کتاب');
    expect(normalize('اللّهُ')).toBe('الله');
    expect(normalize('رحمٰن')).toBe('رحمن');
  });

  it('makes Persian, Arabic-Indic and ASCII digits equal', () => {
    expect(normalize('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(normalize('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalize('نسخه‌ی ۲')).toBe(normalize('نسخه‌ی 2'));
  });

  it('folds alef and hamza variants', () => {
    expect(normalize('أ إ آ ٱ ا')).toBe('ا ا ا ا ا');
    expect(normalize('مؤسسه')).toBe('موسسه');
    expect(normalize('مسئول')).toBe('مسیول');
    expect(normalize('اجزاء')).toBe('اجزا');
    expect(normalize('آموزش')).toBe(normalize('اموزش'));
    expect(normalize('خانۀ')).toBe('خانه');
    expect(normalize('مدرسة')).toBe('مدرسه');
    // A madda written as a separate mark composes to آ and folds the same way.
    expect(normalize('ا\u0653ب')).toBe('اب');
  });

  it('lower-cases Latin and keeps identifiers intact', () => {
    expect(normalize('GPT-4o-Mini /API/v1/Chat')).toBe('gpt-4o-mini /api/v1/chat');
  });

  it('turns NBSP and other spaces into a plain space, and joiners into ZWNJ', () => {
    expect(normalize('a\u00A0b\u2009c')).toBe('a b c');
    expect(normalize('می\u200Dشود')).toBe(`می${ZWNJ}شود`);
    expect(normalizeForMatch('می‌شود')).toBe('میشود');
  });

  it('maps every folded character back to its source position', () => {
    const source = 'كـتاب‌ها';
    const { text, map } = normalizeWithMap(source, { dropJoiners: true });
    expect(text).toBe('کتابها');
    expect(map).toEqual([0, 2, 3, 4, 6, 7]);
  });
});

describe('tokenize: spellings of one word share a token', () => {
  it('ZWNJ, no space and a space inside a word are alike (می‌شود = میشود = می شود)', () => {
    expect(tokenize('می‌شود')).toContain('میشود');
    expect(tokenize('میشود')).toContain('میشود');
    expect(tokenize('می شود')).toContain('میشود');
    expect(tokenize('نمی‌توانید')).toContain('نمیتوانید');
    expect(tokenize('نمی توانید')).toContain('نمیتوانید');
  });

  it('joins plural and comparative suffixes however they are written', () => {
    for (const spelling of ['پایگاه‌های دانش', 'پایگاههای دانش', 'پایگاه های دانش']) {
      expect(tokenize(spelling)).toEqual(expect.arrayContaining(['پایگاههای', 'دانش']));
    }
    expect(tokenize('سریع‌ترین')).toContain('سریعترین');
    expect(tokenize('سریع ترین')).toContain('سریعترین');
    expect(tokenize('درخواست‌ها')).toEqual(expect.arrayContaining(['درخواستها', 'درخواست']));
  });

  it('finds the stem of a plural or superlative written without a separator', () => {
    expect(tokenize('مدلها')).toEqual(['مدلها', 'مدل']);
    expect(tokenize('کلیدهای')).toEqual(['کلیدهای', 'کلید']);
    expect(tokenize('سریعترین')).toEqual(['سریعترین', 'سریع']);
    // Too short a stem is not a stem.
    expect(tokenize('تنها')).toEqual(['تنها']);
  });

  it('keeps the stem of a ZWNJ compound as its own token, and no bare affixes', () => {
    const tokens = tokenize('به‌روزرسانی می‌شود');
    expect(tokens).toEqual(expect.arrayContaining(['بهروزرسانی', 'روزرسانی', 'میشود', 'شود']));
    expect(tokens).not.toContain('می');
  });

  it('gives Arabic-letter spellings the same tokens as Persian ones', () => {
    same('پيكربندي كليد', 'پیکربندی کلید');
    same('مدل‌هاي زباني', 'مدل‌های زبانی');
  });

  it('drops stopwords and single letters but keeps digits', () => {
    expect(tokenize('از این و آن در API')).toEqual(['api']);
    expect(tokenize('نسخه ۲')).toEqual(['نسخه', '2']);
  });

  it('drops function words as spoken and in Finglish too, and question words', () => {
    expect(tokenize('فایل رو تو چت‌بات چطوری بفرستم؟')).toEqual(['فایل', 'چتبات', 'چت', 'بات', 'بفرستم']);
    expect(tokenize('ersal file baraye chatbot chetori')).toEqual(['ersal', 'file', 'chatbot']);
    expect(tokenize('مدل زبانی چیه و کدوم رو انتخاب کنم')).toEqual(['مدل', 'زبانی', 'چیه', 'کدوم', 'انتخاب']);
  });

  it('finds English terms, API paths and model ids whole and in parts, case-insensitively', () => {
    expect(tokenize('POST /api/v1/chat/session')).toEqual(
      expect.arrayContaining(['post', 'api/v1/chat/session', 'api', 'v1', 'chat', 'session']),
    );
    expect(tokenize('GPT-4o-mini')).toEqual(expect.arrayContaining(['gpt-4o-mini', 'gpt', '4o', 'mini']));
    expect(tokenize('text-embedding-3-small')).toContain('text-embedding-3-small');
    expect(tokenize('botId')).toEqual(['botid']);
    expect(tokenize('https://api.tapsage.com/api/v1/storage')).toEqual(
      expect.arrayContaining([
        'api.tapsage.com/api/v1/storage',
        'api.tapsage.com',
        'api/v1/storage',
        'tapsage',
        'storage',
      ]),
    );
    expect(tokenize('https://x.ir')).toEqual(['x.ir', 'ir']);
  });

  it('adds joined pairs for queries only when asked', () => {
    expect(tokenize('پایگاه داده', { pairs: true })).toContain('پایگاهداده');
    expect(tokenize('پایگاه داده')).not.toContain('پایگاهداده');
  });

  it('keeps repeats for the index and drops them for queries', () => {
    expect(tokenize('نشست نشست')).toEqual(['نشست', 'نشست']);
    expect(tokenize('نشست نشست', { unique: true })).toEqual(['نشست']);
  });
});
