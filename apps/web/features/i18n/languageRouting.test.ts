import { languageRedirect } from './languageRouting';

describe('language of an address', () => {
  it('lets an explicit prefix win over the cookie', () => {
    expect(languageRedirect('/de/spielen/schach', 'pt')).toBeNull();
    expect(languageRedirect('/pt', 'de')).toBeNull();
    // English has no prefix: /en/... is its address without one, and the choice is remembered.
    expect(languageRedirect('/en/play/chess', 'de')).toEqual({ path: '/play/chess', status: 307, remember: 'en' });
    expect(languageRedirect('/en', undefined)).toEqual({ path: '/', status: 307 });
  });

  it('gives prefixed play pages their language’s route word', () => {
    expect(languageRedirect('/de/play/schach/AI', undefined)).toEqual({ path: '/de/spielen/schach/AI', status: 308 });
    expect(languageRedirect('/pt/play', undefined)).toEqual({ path: '/pt/jogar', status: 308 });
    expect(languageRedirect('/de/room/tic-tac-toe/tic-tac-toe/r1', undefined)).toBeNull();
    expect(languageRedirect('/de/player', undefined)).toBeNull();
  });

  it('opens an address without prefix in the cookie’s language', () => {
    expect(languageRedirect('/', 'pt')).toEqual({ path: '/pt', status: 307 });
    expect(languageRedirect('/play/chess/local', 'fr')).toEqual({ path: '/fr/jouer/chess/local', status: 307 });
    expect(languageRedirect('/match/m1', 'it')).toEqual({ path: '/it/match/m1', status: 307 });
    expect(languageRedirect('/play/chess', 'en')).toBeNull();
    expect(languageRedirect('/play/chess', 'xx')).toBeNull();
    expect(languageRedirect('/play/chess', undefined)).toBeNull();
  });
});

describe('first visit in the browser’s language', () => {
  it('opens an address without prefix in the browser’s preferred language when there is no cookie', () => {
    expect(languageRedirect('/', undefined, 'de')).toEqual({ path: '/de', status: 307 });
    expect(languageRedirect('/room/skat/skat/r1', undefined, 'fr')).toEqual({ path: '/fr/room/skat/skat/r1', status: 307 });
    expect(languageRedirect('/match/m1', undefined, 'pt')).toEqual({ path: '/pt/match/m1', status: 307 });
    expect(languageRedirect('/play/chess', undefined, 'en')).toBeNull();
  });

  it('lets the cookie win over the browser afterwards', () => {
    expect(languageRedirect('/', 'en', 'de')).toBeNull();
    expect(languageRedirect('/', 'it', 'de')).toEqual({ path: '/it', status: 307 });
    expect(languageRedirect('/de', 'en', 'de')).toBeNull();
  });

  it('remembers English chosen by its /en address in a browser that prefers another language', () => {
    expect(languageRedirect('/en/lobby', undefined, 'de')).toEqual({ path: '/lobby', status: 307, remember: 'en' });
  });
});
