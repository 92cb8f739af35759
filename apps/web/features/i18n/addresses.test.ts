import { addressLinks, prefixedAddresses, requestOrigin } from './addresses';

describe('page addresses', () => {
  it('lists the canonical address and one alternate per language plus x-default', () => {
    const links = addressLinks(prefixedAddresses('/about', 'https://tabula.example'), 'de');
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://tabula.example/de/about' });
    expect(links.slice(1)).toEqual([
      { rel: 'alternate', hrefLang: 'en', href: 'https://tabula.example/about' },
      { rel: 'alternate', hrefLang: 'pt', href: 'https://tabula.example/pt/about' },
      { rel: 'alternate', hrefLang: 'de', href: 'https://tabula.example/de/about' },
      { rel: 'alternate', hrefLang: 'fr', href: 'https://tabula.example/fr/about' },
      { rel: 'alternate', hrefLang: 'it', href: 'https://tabula.example/it/about' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://tabula.example/about' },
    ]);
    expect(prefixedAddresses('/').paths).toEqual({ en: '/', pt: '/pt', de: '/de', fr: '/fr', it: '/it' });
  });

  it('takes the origin from the request as a reverse proxy reports it', () => {
    expect(requestOrigin({ headers: { host: 'localhost:3000' } })).toBe('http://localhost:3000');
    expect(
      requestOrigin({ headers: { host: 'internal:3000', 'x-forwarded-host': 'tabula.example', 'x-forwarded-proto': 'https' } }),
    ).toBe('https://tabula.example');
    expect(requestOrigin({ headers: { host: 'evil.example/<script>' } })).toBe('');
    expect(requestOrigin(undefined)).toBe('');
  });
});
