import { preferredLanguage } from './acceptLanguage';

describe('the browser’s preferred language', () => {
  it('takes the highest-weighted of the site’s languages, regions ignored', () => {
    expect(preferredLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('en;q=0.5, fr-CA;q=0.8')).toBe('fr');
    expect(preferredLanguage('ja,pt-BR;q=0.7,en;q=0.3')).toBe('pt');
    expect(preferredLanguage('IT')).toBe('it');
  });

  it('keeps the header’s order between equal weights and skips refused ones', () => {
    expect(preferredLanguage('fr, de')).toBe('fr');
    expect(preferredLanguage('de;q=0, it;q=0.2')).toBe('it');
  });

  it('has none for a missing header or languages the site does not offer', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage('ja, zh-CN;q=0.8, *;q=0.1')).toBeUndefined();
  });
});
