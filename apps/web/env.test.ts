import { DEFAULT_SOURCE_URL, sourceUrl } from './env';

describe('sourceUrl (NEXT_PUBLIC_SOURCE_URL)', () => {
  it('defaults to the project address when unset or blank', () => {
    expect(sourceUrl(undefined)).toBe(DEFAULT_SOURCE_URL);
    expect(sourceUrl('  ')).toBe(DEFAULT_SOURCE_URL);
  });

  it('takes an http(s) address and refuses anything else', () => {
    expect(sourceUrl(' https://codeberg.org/someone/tabula ')).toBe('https://codeberg.org/someone/tabula');
    expect(() => sourceUrl('javascript:alert(1)')).toThrow('NEXT_PUBLIC_SOURCE_URL must be an http(s) address');
    expect(() => sourceUrl('codeberg.org/x')).toThrow();
  });
});
