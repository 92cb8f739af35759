import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';

/** A seat's name at the table (its seat number if the table has no name for it). */
export const nameOf = (players: PlayerInfo[], seat: PlayerID) => players.find((p) => p.playerID === seat)?.name ?? seat;
