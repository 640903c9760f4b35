import { fa } from './fa';
import { translate } from './translate';

it('returns the Persian string for an id', () => {
  expect(translate('theme.NotFound.title')).toBe('صفحه پیدا نشد');
});

it('fills placeholders', () => {
  expect(translate('theme.heading.anchorLabel', { heading: 'ایجاد نشست' })).toBe('پیوند مستقیم به بخش «ایجاد نشست»');
});

it('keeps every string Persian and free of Arabic ي/ك', () => {
  for (const [id, text] of Object.entries(fa)) {
    expect([id, /[\u0600-\u06FF]/.test(text)]).toEqual([id, true]);
    expect([id, /[يك]/.test(text)]).toEqual([id, false]);
  }
});
