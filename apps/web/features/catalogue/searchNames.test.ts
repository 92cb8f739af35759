import { join } from 'node:path';
import { games } from '@tabula/catalogue';
import { catalogueTexts } from './catalogueTexts';
import { searchNames } from './searchNames';

// The server reads games/*/locales from apps/web, its working folder.
beforeEach(() => jest.spyOn(process, 'cwd').mockReturnValue(join(__dirname, '..', '..')));
afterEach(() => jest.restoreAllMocks());

describe('searchNames', () => {
  it("gathers each game's names in every language and its other names", () => {
    const names = searchNames(games);
    expect(names.fourinarow).toEqual(
      expect.arrayContaining([
        'Four in a Row',
        'Quatro em Linha',
        'Vier gewinnt',
        'Puissance 4',
        'Forza quattro',
        'Connect Four',
      ]),
    );
    expect(names.chess).toEqual(expect.arrayContaining(['Chess', 'Xadrez', 'Schach', 'Échecs', 'Scacchi']));
    expect(names.reversi).toEqual(expect.arrayContaining(['Othello', 'Otello']));
    expect(new Set(names.reversi).size).toBe(names.reversi!.length);
  });

  it('keeps the English name of a game whose locale files cannot be read', () => {
    const lost = { ...games[0]!, code: 'nosuchgame', name: 'Lost Game' };
    expect(searchNames([lost])).toEqual({ nosuchgame: ['Lost Game'] });
    expect(catalogueTexts([lost], 'de')).toEqual({
      nosuchgame: { name: 'Lost Game', description: lost.description, descriptionTag: lost.descriptionTag },
    });
  });
});
