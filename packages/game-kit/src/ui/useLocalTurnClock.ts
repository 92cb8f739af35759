import { useEffect, useRef } from 'react';
import type { Ctx, Game, State } from 'boardgame.io';
import { clockOf, turnClockOf, type ClockData } from '../clock';
import type { GameMode } from '../contract';
import { seatsThatMayAct } from '../seatsThatMayAct';

export interface LocalTurnClockOptions<G> {
  game: Game<G>;
  G: G;
  ctx: Ctx;
  /** The board's `plugins` prop, where the clock lives. */
  plugins: State['plugins'];
  /** The board's moves, made for the seat to move on this device. */
  moves: Record<string, ((...args: any[]) => void) | undefined>;
  mode: GameMode;
}

/**
 * The clock of a game played on this device (one device or against the computer), where no server
 * enforces it: when the time runs out, the board makes the declared timeout move for the seat to
 * move. Online, the game server does this and the hook only reads the clock. Returns the clock for
 * TurnClock to show.
 */
export function useLocalTurnClock<G>({ game, G, ctx, plugins, moves, mode }: LocalTurnClockOptions<G>): ClockData | undefined {
  const clock = clockOf({ plugins });
  const latest = useRef({ G, ctx, moves });
  latest.current = { G, ctx, moves };
  const declared = turnClockOf(game);
  const deadline = clock?.deadline ?? null;
  useEffect(() => {
    if (mode === 'OnlineFriend' || !declared || deadline === null) return undefined;
    const timer = setTimeout(
      () => {
        const { G: now, ctx: nowCtx, moves: nowMoves } = latest.current;
        const [seat] = seatsThatMayAct(nowCtx);
        if (seat === undefined) return;
        const { move, args } = declared.onTimeout(now, nowCtx, seat);
        nowMoves[move]?.(...args);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [declared, deadline, clock?.key, mode]);
  return clock;
}
