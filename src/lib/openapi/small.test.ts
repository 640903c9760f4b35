/** @jest-environment node */
import { highlight } from './highlight';
import { inlineSegments } from './inline';
import { shellQuote, toJs, toPython, toPythonKwargs } from './literals';

describe('highlight', () => {
  it('wraps tokens in Prism spans but keeps the exact text', () => {
    const code = 'curl -d \'{"a": "<b> & سلام"}\' https://x.ir';
    const html = highlight(code, 'bash');
    expect(html).toContain('<span class="token');
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text).toBe(code);
  });
  it('escapes plain text and languages Prism does not know', () => {
    for (const lang of ['text', 'no-such-language']) {
      const html = highlight('a <b> & c', lang);
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('<span');
      expect(html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')).toBe('a <b> & c');
    }
  });
});

describe('literals', () => {
  it('writes Python and JavaScript literals of JSON values', () => {
    const value = { a: true, b: null, 'c-d': [1, 'x'], e: { f: false } };
    expect(toPython(value)).toBe(
      '{\n    "a": True,\n    "b": None,\n    "c-d": [1, "x"],\n    "e": {\n        "f": False,\n    },\n}',
    );
    expect(toJs(value)).toBe('{\n  a: true,\n  b: null,\n  "c-d": [1, "x"],\n  e: {\n    f: false,\n  },\n}');
    expect(toPythonKwargs({ model: 'm', n: 2 })).toBe('    model="m",\n    n=2,');
  });
  it('quotes for the shell only when needed, escaping single quotes', () => {
    expect(shellQuote('https://api.metisai.ir/api/v1/bots')).toBe('https://api.metisai.ir/api/v1/bots');
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('a b')).toBe("'a b'");
  });
});

describe('inline segments', () => {
  it('splits code spans from text', () => {
    expect(inlineSegments('با `x-api-key` یا `Bearer`.')).toEqual([
      { code: false, text: 'با ' },
      { code: true, text: 'x-api-key' },
      { code: false, text: ' یا ' },
      { code: true, text: 'Bearer' },
      { code: false, text: '.' },
    ]);
    expect(inlineSegments('یک ` تنها')).toEqual([{ code: false, text: 'یک ` تنها' }]);
  });
});
