import { localeFiles, localeTexts } from './localeFiles';
import { missingYouForms } from './youForms';

const gameLocales = localeFiles().filter((file) => file.path.startsWith('games/'));

describe('log lines about the seat named "You"', () => {
  it('finds the games', () => {
    expect(gameLocales.some((file) => file.path === 'games/skat/locales/de.json')).toBe(true);
  });

  it.each(gameLocales.map((file) => [file.path]))('%s has a _you form for every log line about a seat', (path) => {
    expect(missingYouForms(localeTexts(path))).toEqual([]);
  });

  it('asks for the second person of each log line about a seat, plural forms included', () => {
    const texts: [string, string][] = [
      ['log.bid', '{{player}} bids {{value}}'],
      ['log.bid_you', 'You bid {{value}}'],
      ['log.takes', '{{player}} takes the trick'],
      ['log.takes_vowel', "{{player}} prend l'appel"],
      ['log.won_one', '{{player}} won {{count}} point'],
      ['log.won_other', '{{player}} won {{count}} points'],
      ['log.won_you_one', 'You won {{count}} point'],
      ['log.dealt', 'New deal'],
      ['board.turn', "{{player}}'s turn"],
    ];
    expect(missingYouForms(texts)).toEqual(['log.takes_you', 'log.won_you_other']);
  });
});
