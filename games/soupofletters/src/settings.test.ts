import { Client } from 'boardgame.io/client';
import { game } from './game';
import { settingsFrom, validateSettings } from './settings';
import type { SoupState } from './types';
import { gridWordsFor } from './words';

describe('soupofletters settings', () => {
  it('accepts a room language and refuses anything else', () => {
    expect(validateSettings(undefined)).toBeUndefined();
    expect(validateSettings({ language: 'de' })).toBeUndefined();
    expect(validateSettings({ language: 'es' })).toBeDefined();
    expect(validateSettings({ language: 'de', words: 5 })).toBeDefined();
    expect(validateSettings('de')).toBeDefined();
    expect(settingsFrom(undefined)).toEqual({ language: 'en' });
    expect(settingsFrom({ language: 'fr' })).toEqual({ language: 'fr' });
  });

  it('hides words of the room language', () => {
    const client = Client<SoupState>({
      game: { ...game, setup: (context) => game.setup!(context, { language: 'pt' }) },
      numPlayers: 2,
      debug: false,
    });
    client.start();
    const portuguese = gridWordsFor('pt');
    expect(client.getState()!.G.words.every((word) => portuguese.includes(word))).toBe(true);
  });
});
