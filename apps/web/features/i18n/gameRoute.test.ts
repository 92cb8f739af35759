import { resolveGameRoute } from './gameRoute';

describe('game addresses', () => {
  it('finds a game by its code in any letter case, and redirects to the one spelling', () => {
    expect(resolveGameRoute('Chess', 'en')).toMatchObject({ kind: 'redirect', destination: '/play/chess' });
    expect(resolveGameRoute('CHESS', 'en', 'AI', '?level=2')).toMatchObject({
      kind: 'redirect',
      destination: '/play/chess/AI?level=2',
    });
    expect(resolveGameRoute('chess', 'en')).toMatchObject({ kind: 'game' });
  });

  it('uses the code and route word of the page’s language', () => {
    expect(resolveGameRoute('chess', 'de', 'local')).toMatchObject({ kind: 'redirect', destination: '/de/spielen/schach/local' });
    expect(resolveGameRoute('Schach', 'de')).toMatchObject({ kind: 'redirect', destination: '/de/spielen/schach' });
    expect(resolveGameRoute('xadrez', 'de')).toMatchObject({ kind: 'redirect', destination: '/de/spielen/schach' });
    expect(resolveGameRoute('schach', 'de', 'AI')).toMatchObject({ kind: 'game' });
    expect(resolveGameRoute('xadrez', 'en')).toMatchObject({ kind: 'redirect', destination: '/play/chess' });
  });

  it('knows a missing game and a mode the game lacks', () => {
    expect(resolveGameRoute('nogame', 'en')).toEqual({ kind: 'gameNotFound' });
    expect(resolveGameRoute('memorymatch', 'en', 'AI')).toMatchObject({ kind: 'invalidMode' });
    expect(resolveGameRoute('MemoryMatch', 'en', 'AI')).toMatchObject({ kind: 'invalidMode' });
    expect(resolveGameRoute('memorymatch', 'en', 'local')).toMatchObject({ kind: 'game' });
  });
});
