import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { PlayerInfo } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';

/** How many names a sentence lists before it says "and N others". */
export const NAMES_LISTED = 3;

export function nameOf(players: PlayerInfo[], playerID: PlayerID): string {
  return players.find((p) => p.playerID === playerID)?.name ?? playerID;
}

/** Whether the seat is already named "You" (against the computer): no "(you)" after its name. */
export function namedYou(players: PlayerInfo[], playerID: PlayerID): boolean {
  return players.find((p) => p.playerID === playerID)?.you === true;
}

/** "Anna", "Anna and Ben", "Anna, Ben and Carla", "Anna, Ben and 28 others". */
export function listNames(t: TFunction, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > NAMES_LISTED) {
    const shown = names.slice(0, NAMES_LISTED - 1).join(', ');
    return t('players.andOthers', { ns: GAME_KIT_NAMESPACE, names: shown, count: names.length - (NAMES_LISTED - 1) });
  }
  return t('players.and', { ns: GAME_KIT_NAMESPACE, first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** The i18next context of a sentence about a seat: `you` for the seat named "You", else `nameContext`. */
export type SeatContext = 'you' | 'vowel' | undefined;

/**
 * What a text about a seat needs (`{{player}}` and its context): a game's texts whose subject is a
 * seat have a `<key>_you` form for the seat named "You" (i18next falls back to the plain key when a
 * text has none), and a `<key>_vowel` form where a language elides before a vowel.
 */
export function seatTextOptions(
  players: PlayerInfo[],
  seat: PlayerID,
  language?: string,
): { player: string; context: SeatContext } {
  const player = nameOf(players, seat);
  return { player, context: namedYou(players, seat) ? 'you' : nameContext(player, language) };
}

/** Languages in which a name starting with a mute h is elided like one starting with a vowel. */
const MUTE_H_LANGUAGES = new Set(['fr']);
const VOWELS = 'aeiouy';

/**
 * The i18next context for a text that puts a word before a name: "vowel" when the name starts
 * with a vowel sound, so a language that changes that word has a `<key>_vowel` text (French
 * "En attente d'Anna", Italian "Tocca ad Anna"); other languages simply have no such text and
 * i18next uses the plain key. In French an h before a vowel counts as mute, as it is in nearly
 * every first name ("d'Hélène", "d'Hugo"); the few names with an aspirated h are not told apart.
 */
export function nameContext(name: string | undefined, language?: string): 'vowel' | undefined {
  const letters = (name?.trim() ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const first = letters.charAt(0);
  if (first !== '' && VOWELS.includes(first)) return 'vowel';
  const muteH = first === 'h' && VOWELS.includes(letters.charAt(1)) && MUTE_H_LANGUAGES.has(language?.slice(0, 2) ?? '');
  return muteH ? 'vowel' : undefined;
}
