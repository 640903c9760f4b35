import { safeHash } from './safeHash';

describe('safeHash', () => {
  it('leaves fragments decodeURI can read as they are', () => {
    for (const hash of ['', '#', '#intro', '#%D9%85%D8%AF%D9%84', '#مدل', '#a%20b', '#100%25'])
      expect(safeHash(hash)).toBe(hash);
  });

  it('turns malformed escapes into literal percent signs, keeping the well-formed ones', () => {
    expect(safeHash('#%E0%A4%A')).toBe('#%25E0%25A4%25A');
    expect(safeHash('#100%')).toBe('#100%25');
    expect(safeHash('#%D9%85-%E0')).toBe('#%D9%85-%25E0');
    expect(safeHash('#%zz')).toBe('#%25zz');
    for (const bad of ['#%E0%A4%A', '#100%', '#%D9%85-%E0', '#%zz', '#%%%', '#%C0%AF'])
      expect(() => decodeURI(safeHash(bad))).not.toThrow();
    expect(decodeURI(safeHash('#%E0%A4%A'))).toBe('#%E0%A4%A');
  });
});
