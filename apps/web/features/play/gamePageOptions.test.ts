import { findGame } from '@tabula/catalogue';
import { gamePageOptions } from './gamePageOptions';

describe('gamePageOptions', () => {
  it("reads a game's computer levels and its default level", async () => {
    const options = await gamePageOptions(findGame('tictactoe')!, 'en');
    expect(options.aiLevels?.levels.length).toBeGreaterThan(0);
    expect(options.aiLevels?.levels.map((level) => level.key)).toContain(options.aiLevels?.defaultLevel);
    expect(options.initialSettings).toBeNull();
  });

  it("starts Soup of Letters' words in the page's language", async () => {
    const entry = findGame('soupofletters')!;
    expect((await gamePageOptions(entry, 'pt')).initialSettings).toEqual({ language: 'pt' });
    expect((await gamePageOptions(entry, 'de')).initialSettings).toEqual({ language: 'de' });
    expect((await gamePageOptions(entry, 'de')).aiLevels).toBeNull();
  });
});
