import type { PlayerID } from 'boardgame.io';
import { guessersOf } from './teams';
import type { SecretCodesState } from './types';

export const TEAMS_PHASE = 'teams';
export const PLAY_PHASE = 'play';
/** Choosing teams before play (every seat at once, or the host alone at a two-seat table). */
export const TEAMS_STAGE = 'teams';
/** The active team's spymaster thinks of a clue. */
export const CLUE_STAGE = 'clue';
/** The active team's guessers reveal cards, any of them, one card at a time. */
export const GUESS_STAGE = 'guess';

/** The room's creator: appoints the spymasters and starts play. */
export const HOST_SEAT: PlayerID = '0';

/** Who acts now in play: the spymaster until the clue is given, then the team's guessers. */
export function playStages(G: Pick<SecretCodesState, 'turn' | 'teams' | 'spymasters'>): Record<PlayerID, string> {
  const turn = G.turn;
  if (turn === null) return {};
  if (turn.clue === null) return { [G.spymasters[turn.team]!]: CLUE_STAGE };
  return Object.fromEntries(guessersOf(G, turn.team).map((seat) => [seat, GUESS_STAGE]));
}
