import type { SeatContext } from '@tabula/game-kit/ui';
import type { PlayerID } from 'boardgame.io';

/** A seat's name and context for a text about it: its `_you` form for the seat named "You". */
export type SeatTextOptions = (seat: PlayerID) => { player: string; context: SeatContext };
