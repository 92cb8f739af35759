import { useCallback, useEffect, useState } from 'react';
import type { Ctx, Game, LogEntry } from 'boardgame.io';
import { type MatchPosition, type MatchReplay, replayMatch } from '../replay';

export interface MatchStepperInput {
  /** The rules as the client runs them (with the match's setup data); undefined offers no stepping. */
  game: Game<any> | undefined;
  /** boardgame.io's action log, as its client hands it to the board. */
  log: readonly LogEntry[] | undefined;
  G: unknown;
  ctx: Ctx;
}

export interface MatchStepper {
  replay: MatchReplay;
  /** The position shown: 0 is the start, `total` the final position. */
  position: number;
  /** How many moves the match had. */
  total: number;
  /** The position shown when it is not the final one. */
  shown: MatchPosition | undefined;
  go: (position: number) => void;
}

interface ReplayOf {
  /** The state it was replayed for. */
  G: unknown;
  ctx: Ctx;
  log: MatchStepperInput['log'];
  replay: MatchReplay | undefined;
}

/**
 * Stepping back through a finished match: its positions are replayed once, when the game ends
 * (never during it, so it is no aid against the computer), and undefined when they cannot be
 * trusted (see replayMatch). Shows the final position until the player steps elsewhere.
 */
export function useMatchStepper({ game, log, G, ctx }: MatchStepperInput): MatchStepper | undefined {
  const finished = ctx.gameover !== undefined;
  const [replayed, setReplayed] = useState<ReplayOf | undefined>(undefined);
  useEffect(() => {
    if (!finished || !game) return;
    // After the game-over screen is drawn: a long game takes a moment to replay (pnpm bench, replay.bench.ts).
    const timer = setTimeout(() => {
      setReplayed({ G, ctx, log, replay: replayMatch({ game, numPlayers: ctx.numPlayers, log, current: { G, ctx } }) });
    }, 0);
    return () => clearTimeout(timer);
  }, [finished, game, log, G, ctx]);
  const current = finished && replayed !== undefined && replayed.G === G && replayed.ctx === ctx && replayed.log === log;
  const replay = current ? replayed.replay : undefined;
  // The position is kept with the replay it belongs to: a new match starts at its end again.
  const [viewed, setViewed] = useState<{ replay: MatchReplay; position: number } | undefined>(undefined);
  const total = replay ? replay.positions.length - 1 : 0;
  const go = useCallback(
    (position: number) => {
      if (replay) setViewed({ replay, position: Math.max(0, Math.min(replay.positions.length - 1, position)) });
    },
    [replay],
  );
  if (!replay) return undefined;
  const position = viewed?.replay === replay ? viewed.position : total;
  return { replay, position, total, shown: position === total ? undefined : replay.positions[position], go };
}
