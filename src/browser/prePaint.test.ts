import { announcementScript, colorModeScript, hashRepairScript } from './prePaint';
import { safeHash } from '../lib/safeHash';
import { siteConfig } from '../config/site';
import { installMatchMedia } from '../hooks/__testing__/matchMedia';

const html = () => document.documentElement;
// The scripts are run exactly as the browser runs the inline <script> text.
const run = (source: string) => new Function(source)();

beforeEach(() => {
  window.localStorage.clear();
  for (const a of ['data-theme', 'data-theme-choice', 'data-announcement-dismissed']) html().removeAttribute(a);
  installMatchMedia({ '(prefers-color-scheme: dark)': true });
});
afterEach(() => jest.restoreAllMocks());

describe('colour-mode script', () => {
  it.each([
    [null, 'light', 'light'],
    ['light', 'light', 'light'],
    ['dark', 'dark', 'dark'],
    ['system', 'system', 'dark'],
    ['purple', 'light', 'light'],
    ['', 'light', 'light'],
  ])('stored %p → choice %s, theme %s', (stored, choice, theme) => {
    if (stored !== null) window.localStorage.setItem('theme', stored);
    run(colorModeScript);
    expect(html()).toHaveAttribute('data-theme', theme);
    expect(html()).toHaveAttribute('data-theme-choice', choice);
  });

  it('falls back to light when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => run(colorModeScript)).not.toThrow();
    expect(html()).toHaveAttribute('data-theme', 'light');
  });

  it('is tiny and the same on every page (one CSP hash)', () => {
    expect(colorModeScript.length).toBeLessThan(600);
    expect(colorModeScript).not.toMatch(/[\n<]/);
  });
});

describe('announcement script', () => {
  const { id } = siteConfig.announcement;

  it('hides the bar only when this very announcement was dismissed', () => {
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    window.localStorage.setItem('docusaurus.announcement.id', id);
    run(announcementScript);
    expect(html()).toHaveAttribute('data-announcement-dismissed', 'true');
  });

  it('shows a new announcement to a reader who closed an older one', () => {
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    window.localStorage.setItem('docusaurus.announcement.id', 'older-id');
    run(announcementScript);
    expect(html()).not.toHaveAttribute('data-announcement-dismissed');
  });

  it('does nothing when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => run(announcementScript)).not.toThrow();
    expect(html()).not.toHaveAttribute('data-announcement-dismissed');
  });
});

describe('fragment repair script', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites the fragment exactly as safeHash does, before anything decodes it', () => {
    for (const hash of [
      '',
      '#intro',
      '#%D9%85%D8%AF%D9%84',
      '#%E0%A4%A',
      '#100%',
      '#%D9%85-%E0',
      '#%zz',
      '#a%20b',
      '#%%%',
      '#%C0%AF',
    ]) {
      window.history.replaceState({ key: 'k' }, '', `/introduction?x=1${hash}`);
      const before = window.location.hash;
      new Function(hashRepairScript)();
      expect(window.location.hash).toBe(safeHash(before));
      expect(window.location.pathname + window.location.search).toBe('/introduction?x=1');
      expect(window.history.state).toEqual({ key: 'k' });
      expect(() => decodeURI(window.location.hash)).not.toThrow();
    }
    window.history.replaceState(null, '', '/introduction#%E0%A4%A');
    new Function(hashRepairScript)();
    expect(window.location.hash).toBe('#%25E0%25A4%25A');
  });
});
