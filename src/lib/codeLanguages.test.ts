import { isKnownCodeLanguage, parseFenceMeta } from './codeLanguages';

it('knows Prism languages and their aliases, case-insensitively', () => {
  for (const l of ['bash', 'sh', 'python', 'py', 'javascript', 'js', 'ts', 'json', 'http', 'text', 'yaml', 'JSON']) {
    expect(isKnownCodeLanguage(l)).toBe(true);
  }
  expect(isKnownCodeLanguage('persianscript')).toBe(false);
});

it('parses titles and highlighted lines from the fence meta', () => {
  expect(parseFenceMeta('python', 'title="ارسال پیام" {3-5,8}')).toEqual({
    language: 'python',
    title: 'ارسال پیام',
    highlight: '3-5,8',
  });
  expect(parseFenceMeta('js{1,3}', null)).toEqual({ language: 'js', title: '', highlight: '1,3' });
  expect(parseFenceMeta(null, null)).toEqual({ language: '', title: '', highlight: '' });
});
