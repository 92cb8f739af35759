import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type CatalogueEntry } from '@tabula/game-kit';
import { games } from './games';
import { gameNames, isLanguageAvailable, otherNamesOf, searchGames, searchKey, type NameTexts } from './search';
import { codeFor, findGame } from './lookup';

const entry = (overrides: Partial<CatalogueEntry>): CatalogueEntry =>
  ({
    code: 'x',
    name: 'X',
    description: '',
    descriptionTag: '',
    contributors: [],
    imageURL: '',
    modes: ['LocalFriend'],
    minPlayers: 2,
    maxPlayers: 2,
    status: 'PUBLISHED',
    translationStatus: {},
    rules: async () => ({}) as never,
    config: async () => ({}) as never,
    ...overrides,
  }) as CatalogueEntry;

const chess = entry({ code: 'chess', name: 'Chess', description: 'Classic strategy', codes: { pt: 'xadrez' } });
const draughts = entry({ code: 'checkers', name: 'Checkers', descriptionTag: 'Jump and capture' });
const wip = entry({ code: 'war', name: 'War', status: 'IN_DEVELOPMENT' });
const all = [chess, draughts, wip];

describe('searchGames', () => {
  it('shows only published games for an empty query', () => {
    expect(searchGames(all, { query: '' })).toEqual([chess, draughts]);
    expect(searchGames(all, { query: '   ' })).toEqual([chess, draughts]);
  });

  it('shows only in-development games in dev-only mode', () => {
    expect(searchGames(all, { query: '', devOnly: true })).toEqual([wip]);
  });

  it('matches case-insensitive substrings of code, alternate code, name, description and tag', () => {
    expect(searchGames(all, { query: 'CHE' })).toEqual([chess, draughts]);
    expect(searchGames(all, { query: 'xadr' })).toEqual([chess]);
    expect(searchGames(all, { query: 'strategy' })).toEqual([chess]);
    expect(searchGames(all, { query: 'jump' })).toEqual([draughts]);
  });

  it('ignores status when searching', () => {
    expect(searchGames(all, { query: 'war' })).toEqual([wip]);
  });

  it('matches the texts of the reader language', () => {
    expect(searchGames(all, { query: 'damas', localized: { checkers: { name: 'Damas' } } })).toEqual([draughts]);
  });
});

describe('searchGames, forgiving what people type', () => {
  const morpion = entry({ code: 'tictactoe', name: 'Tic-Tac-Toe', codes: { pt: 'jogo-da-velha', fr: 'morpion' } });
  const echecs = entry({ code: 'chess', name: 'Chess', codes: { fr: 'echecs' } });
  const connect = entry({ code: 'fourinarow', name: 'Four in a Row' });
  const list = [morpion, echecs, connect];
  const names = {
    tictactoe: ['Tic-Tac-Toe', 'Jogo da Velha', 'Morpion', 'Tris', 'Noughts and Crosses'],
    chess: ['Chess', 'Xadrez', 'Schach', 'Échecs', 'Scacchi'],
    fourinarow: ['Four in a Row', 'Vier gewinnt', 'Puissance 4', 'Forza quattro', 'Lig 4'],
  };

  it('ignores accents, in the query and in the names', () => {
    expect(searchGames(list, { query: 'échecs', names })).toEqual([echecs]);
    expect(searchGames(list, { query: 'ECHECS', names })).toEqual([echecs]);
    expect(searchGames(list, { query: 'Échecs' })).toEqual([echecs]); // the French URL code
    expect(searchGames([entry({ code: 'x', name: 'Tris Più' })], { query: 'tris piu' })).toHaveLength(1);
  });

  it('ignores case, spaces and punctuation', () => {
    expect(searchGames(list, { query: 'tic tac toe', names })).toEqual([morpion]);
    expect(searchGames(list, { query: 'TICTAC', names })).toEqual([morpion]);
    expect(searchGames(list, { query: '  vier-gewinnt ', names })).toEqual([connect]);
  });

  it('finds a game by its name in any language, whatever the reader language', () => {
    expect(searchGames(list, { query: 'jogo da velha', names })).toEqual([morpion]);
    expect(searchGames(list, { query: 'schach', names })).toEqual([echecs]);
    expect(searchGames(list, { query: 'scacchi', names })).toEqual([echecs]);
  });

  it('finds a game by the other names people know it by', () => {
    expect(searchGames(list, { query: 'noughts', names })).toEqual([morpion]);
    expect(searchGames(list, { query: 'puissance 4', names })).toEqual([connect]);
    expect(searchGames(list, { query: 'forza quattro', names })).toEqual([connect]);
  });

  it('still finds a game by the codes of its URLs', () => {
    expect(searchGames(list, { query: 'jogo-da-velha' })).toEqual([morpion]);
    expect(searchGames(list, { query: 'morpion' })).toEqual([morpion]);
    expect(searchGames(list, { query: 'fourinarow' })).toEqual([connect]);
  });

  it('looks for a query of symbols only as typed', () => {
    const plus = entry({ code: 'tictactoeplus', name: 'Tic-Tac-Toe Plus', description: 'With a wild +' });
    expect(searchGames([...list, plus], { query: '+' })).toEqual([plus]);
    expect(searchGames(list, { query: '?!' })).toEqual([]);
  });
});

describe('searchKey', () => {
  it('keeps only lower-case letters and digits, without accents', () => {
    expect(searchKey('Échecs')).toBe('echecs');
    expect(searchKey('Jogo da Velha')).toBe(searchKey('jogo-da-velha'));
    expect(searchKey('Forza 4!')).toBe('forza4');
    expect(searchKey('Säulendame')).toBe('saulendame');
    expect(searchKey('Straße, cœur')).toBe('strassecoeur');
    expect(searchKey('Башни')).toBe('башни');
  });
});

describe('gameNames', () => {
  it('lists the names and the comma-separated other names of every locale, once each', () => {
    const locales: NameTexts[] = [
      { name: 'Four in a Row', otherNames: 'Connect Four, Connect 4' },
      { name: 'Vier in einer Reihe', otherNames: ' Vier gewinnt ,, ' },
      { name: 'Four in a Row' },
    ];
    expect(gameNames(locales)).toEqual(['Four in a Row', 'Connect Four', 'Connect 4', 'Vier in einer Reihe', 'Vier gewinnt']);
  });
});

describe('searching the real games', () => {
  const gamesDir = join(__dirname, '..', '..', '..', 'games');
  const locale = (code: string, language: string): NameTexts =>
    JSON.parse(readFileSync(join(gamesDir, code, 'locales', `${language}.json`), 'utf8'));
  const names = Object.fromEntries(
    games.map((game) => [game.code, gameNames(LANGUAGES.map((language) => locale(game.code, language)))]),
  );
  const cases = games.flatMap((game) => LANGUAGES.map((language) => [game.code, language] as const));

  it.each(cases)(
    'finds %s by its %s name and by each of its other names in that language, typed in lower case without accents',
    (code, language) => {
      const texts = locale(code, language);
      const other = otherNamesOf(texts);
      expect(other.length).toBeGreaterThan(0);
      for (const name of [texts.name!, ...other]) {
        const typed = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
        expect({ typed, found: searchGames(games, { query: typed, names }).map((game) => game.code) }).toEqual({
          typed,
          found: expect.arrayContaining([code]),
        });
      }
    },
  );

  it('finds games by the alternative names people type', () => {
    const find = (query: string) => searchGames(games, { query, names }).map((game) => game.code);
    expect(find('Vier gewinnt')).toEqual(['fourinarow']);
    expect(find('puissance 4')).toEqual(['fourinarow']);
    expect(find('forza quattro')).toEqual(['fourinarow']);
    expect(find('othello')).toEqual(['reversi']);
    expect(find('echecs')).toEqual(['chess']);
    expect(find('jogo da velha')).toEqual(['tictactoe', 'tictactoeplus']);
  });
});

describe('isLanguageAvailable', () => {
  it('needs DONE, except English which only must not be PARTIAL', () => {
    expect(isLanguageAvailable(entry({ translationStatus: { pt: 'DONE' } }), 'pt')).toBe(true);
    expect(isLanguageAvailable(entry({ translationStatus: { pt: 'PARTIAL' } }), 'pt')).toBe(false);
    expect(isLanguageAvailable(entry({ translationStatus: {} }), 'de')).toBe(false);
    expect(isLanguageAvailable(entry({ translationStatus: {} }), 'en')).toBe(true);
    expect(isLanguageAvailable(entry({ translationStatus: { en: 'PARTIAL' } }), 'en')).toBe(false);
    expect(isLanguageAvailable(entry({ translationStatus: { en: 'OTHER' } }), 'en')).toBe(true);
  });
});

describe('findGame', () => {
  it('finds a game by its code or any alternate code', () => {
    expect(findGame('chess', all)).toBe(chess);
    expect(findGame('xadrez', all)).toBe(chess);
    expect(findGame('nope', all)).toBeUndefined();
    expect(codeFor(chess, 'pt')).toBe('xadrez');
    expect(codeFor(chess, 'de')).toBe('chess');
  });
});
