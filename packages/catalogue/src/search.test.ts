import type { CatalogueEntry } from '@tabula/game-kit';
import { isLanguageAvailable, searchGames } from './search';
import { codeFor, findGame } from './lookup';

const entry = (overrides: Partial<CatalogueEntry>): CatalogueEntry =>
  ({
    code: 'x',
    name: 'X',
    description: '',
    descriptionTag: '',
    instructions: { text: '' },
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
