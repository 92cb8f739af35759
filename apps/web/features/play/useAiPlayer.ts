import { useEffect } from 'react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { actingPlayers, type AiConfig } from '@tabula/game-kit';

/** How long the computer "thinks" before its move shows, so a person can follow it. */
export const AI_MOVE_DELAY_MS = 600;

export interface AiPlayerOptions {
  ai: AiConfig | undefined;
  aiSeats: PlayerID[];
  level: string;
  G: unknown;
  ctx: Ctx;
  /** Changes on every new state; the computer thinks again when it does. */
  stateID: number | string;
  moves: Record<string, ((...args: any[]) => void) | undefined>;
  random?: () => number;
  delayMs?: number;
}

/**
 * Plays the computer's seats in AI mode: when an AI seat may act, asks `chooseMove` and
 * dispatches the move a moment later. The client has no playerID, so moves act for the current
 * seat (or the only active AI seat).
 */
export function useAiPlayer({ ai, aiSeats, level, G, ctx, stateID, moves, random = Math.random, delayMs = AI_MOVE_DELAY_MS }: AiPlayerOptions) {
  const seat = ctx.gameover === undefined ? actingPlayers(ctx).find((id) => aiSeats.includes(id)) : undefined;
  useEffect(() => {
    if (!ai || seat === undefined) return undefined;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const choice = await ai.chooseMove({ G, ctx, playerID: seat, level, random });
      if (cancelled) return;
      const move = moves[choice.move];
      if (move) move(...choice.args);
      else console.error(`AI chose an unknown move "${choice.move}"`);
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // One decision per state: G and ctx change together with stateID.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ai, seat, level, stateID]);
}
