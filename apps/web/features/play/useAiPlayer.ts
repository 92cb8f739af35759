import { useEffect } from 'react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import type { ChooseMove } from './ai/chooser';

/** The shortest time the computer "thinks" before its move shows, so a person can follow it. */
export const AI_MOVE_DELAY_MS = 600;

export interface AiPlayerOptions {
  /** Asks the game's AI for a move; undefined outside AI mode. */
  choose: ChooseMove | undefined;
  aiSeats: PlayerID[];
  level: string;
  /**
   * The state as the board holds it. The runner uses this hook only for games whose seats all see
   * alike (no secrets, or `sharedView`): boardgame.io's client has already filtered it through the
   * game's playerView, so it is every seat's view and is handed to the computer as it is (a second
   * pass of a playerView that reshapes the state, War's, fails).
   */
  G: unknown;
  ctx: Ctx;
  /** Changes on every new state; the computer thinks again when it does. */
  stateID: number | string;
  moves: Record<string, ((...args: any[]) => void) | undefined>;
  delayMs?: number;
}

/**
 * Plays the computer's seats in AI mode: when an AI seat may act, asks for its move and dispatches
 * it after `delayMs`. The client has no playerID, so moves act for the seat whose turn it is.
 */
export function useAiPlayer({ choose, aiSeats, level, G, ctx, stateID, moves, delayMs = AI_MOVE_DELAY_MS }: AiPlayerOptions) {
  const seat = seatsThatMayAct(ctx).find((id) => aiSeats.includes(id));
  useEffect(() => {
    if (!choose || seat === undefined) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      choose({ view: G, ctx, playerID: seat, level })
        .then((choice) => {
          if (cancelled) return;
          const move = moves[choice.move];
          if (move) move(...choice.args);
          else console.error(`AI chose an unknown move "${choice.move}"`);
        })
        .catch((error: unknown) => console.error(error));
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // One decision per state: G and ctx change together with stateID.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choose, seat, level, stateID]);
}
