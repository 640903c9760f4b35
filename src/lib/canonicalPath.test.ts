import { canonicalPath } from './canonicalPath';

describe('canonicalPath', () => {
  it.each([
    ['/introduction.html', '/introduction'],
    ['/introduction/index.html', '/introduction'],
    ['/introduction/', '/introduction'],
    ['/api/audio.html', '/api/audio'],
    ['/index.html', '/'],
    ['/concepts/qa/index.html', '/concepts/qa'],
  ])('%s → %s', (from, to) => expect(canonicalPath(from)).toBe(to));

  it.each(['/', '/introduction', '/disable.index', '/404.html', '/api/audio'])('%s is canonical', (p) =>
    expect(canonicalPath(p)).toBeNull(),
  );
});
