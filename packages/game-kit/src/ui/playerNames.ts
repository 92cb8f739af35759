import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { PlayerInfo } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';

/** How many names a sentence lists before it says "and N others". */
export const NAMES_LISTED = 3;

export function nameOf(players: PlayerInfo[], playerID: PlayerID): string {
  return players.find((p) => p.playerID === playerID)?.name ?? playerID;
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

/**
 * The i18next context for a text that starts with a name: "vowel" when the name starts with a
 * vowel, so languages that elide before one have a `<key>_vowel` text (French "En attente d'Anna").
 * Other languages simply have no such text and i18next uses the plain key.
 */
export function nameContext(name: string | undefined): 'vowel' | undefined {
  const first = name?.trim().normalize('NFD').charAt(0).toLowerCase() ?? '';
  return first !== '' && 'aeiouy'.includes(first) ? 'vowel' : undefined;
}
