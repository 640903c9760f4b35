import { themeVariables } from './tokens';

/** Parses the custom properties of each theme block out of the serialized Emotion styles. */
function themes(): Record<'light' | 'dark', Record<string, string>> {
  const source = (themeVariables as unknown as { styles: string }).styles;
  const block = (selector: string) => {
    const start = source.indexOf(selector);
    const body = source.slice(source.indexOf('{', start) + 1, source.indexOf('}', start));
    const vars: Record<string, string> = {};
    for (const m of body.matchAll(/--metis-([\w-]+):\s*([^;]+);/g)) vars[m[1]] = m[2].trim();
    return vars;
  };
  return { light: block("html[data-theme='light']"), dark: block("html[data-theme='dark']") };
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// Every colour the interface writes text in, and every surface it can sit on (an inline link inside a
// highlighted code line or an admonition included): WCAG AAA, 7:1, for each combination.
const TEXT = [
  'text',
  'text-muted',
  'link',
  'primary',
  'active-text',
  'code-text',
  'tip',
  'note',
  'info',
  'warning',
  'danger',
  'token-comment',
  'token-keyword',
  'token-string',
  'token-number',
  'token-function',
  'token-property',
  'token-punctuation',
];
const SURFACES = [
  'bg',
  'bg-soft',
  'bg-raised',
  'code-bg',
  'code-inline-bg',
  'highlight-line',
  'active-bg',
  'tip-bg',
  'note-bg',
  'info-bg',
  'warning-bg',
  'danger-bg',
];
const TEXT_PAIRS: Array<[string, string]> = [
  ...TEXT.flatMap((fg) => SURFACES.map((bg): [string, string] => [fg, bg])),
  ['primary-contrast', 'primary'],
  ['announcement-text', 'announcement-bg'],
  ['announcement-link', 'announcement-bg'],
];

describe.each(['light', 'dark'] as const)('%s theme', (name) => {
  const vars = themes()[name];

  it('defines every colour the other theme defines', () => {
    const other = themes()[name === 'light' ? 'dark' : 'light'];
    expect(Object.keys(vars).sort()).toEqual(Object.keys(other).sort());
  });

  it.each(TEXT_PAIRS)('%s on %s passes WCAG AAA (7:1)', (fg, bg) => {
    expect(vars[fg]).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(vars[bg]).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(contrast(vars[fg], vars[bg])).toBeGreaterThanOrEqual(7);
  });

  it('the focus ring stands out from the page (3:1 for non-text)', () => {
    expect(contrast(vars.focus, vars.bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(vars.focus, vars['bg-soft'])).toBeGreaterThanOrEqual(3);
  });
});
