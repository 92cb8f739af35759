import type { Ctx, Move, MoveFn, MoveMap, PhaseMap, StageMap, TurnConfig, TurnOrderConfig } from 'boardgame.io';
import { INVALID_MOVE, TurnOrder } from 'boardgame.io/core';
import { resignedSeats } from './resignedSeats';

// The parts of withResignation that rewrite a game's own flow: seats that conceded make no more
// moves, and (when the game plays on) their turns are skipped.

function refuseFromOutSeats<G>(move: MoveFn<G>): MoveFn<G> {
  const guarded: MoveFn<G> = (context, ...args) =>
    resignedSeats(context.G).includes(context.playerID) ? INVALID_MOVE : move(context, ...args);
  // The game server reads a move's declared parameters (its length) to refuse arguments to a move that takes none.
  return Object.defineProperty(guarded, 'length', { value: move.length });
}

/** Every move of the map, refused to a seat that has conceded. */
export function refuseMovesFromOutSeats<G>(moves: MoveMap<G>): MoveMap<G> {
  return Object.fromEntries(
    Object.entries(moves).map(([name, move]): [string, Move<G>] => [
      name,
      typeof move === 'function' ? refuseFromOutSeats(move) : { ...move, move: refuseFromOutSeats(move.move) },
    ]),
  );
}

/** Every stage that lists its own moves (boardgame.io offers a staged seat only those): refused to out seats, plus `move`. */
export function guardStageMoves<G>(stages: StageMap<G> | undefined, name: string, move: Move<G>): StageMap<G> | undefined {
  if (!stages) return stages;
  return Object.fromEntries(
    Object.entries(stages).map(([stage, config]) => [
      stage,
      config.moves ? { ...config, moves: { ...refuseMovesFromOutSeats(config.moves), [name]: move } } : config,
    ]),
  );
}

/** The same for every phase: its own moves and the stages of its turn. */
export function guardPhaseMoves<G>(phases: PhaseMap<G> | undefined, name: string, move: Move<G>): PhaseMap<G> | undefined {
  if (!phases) return phases;
  return Object.fromEntries(
    Object.entries(phases).map(([phase, config]) => [
      phase,
      {
        ...config,
        ...(config.moves ? { moves: { ...refuseMovesFromOutSeats(config.moves), [name]: move } } : {}),
        ...(config.turn ? { turn: { ...config.turn, stages: guardStageMoves(config.turn.stages, name, move) } } : {}),
      },
    ]),
  );
}

type OrderContext<G> = Parameters<TurnOrderConfig<G>['next']>[0];

/** From position `pos`, the first position the game's order reaches whose seat has not conceded. */
function passOverOutSeats<G>(context: OrderContext<G>, pos: number, next: TurnOrderConfig<G>['next']): number | undefined {
  const out = resignedSeats(context.G);
  const { playOrder } = context.ctx;
  let current = pos;
  for (let tries = 0; tries < playOrder.length && out.includes(playOrder[current]!); tries += 1) {
    const following = next({ ...context, ctx: { ...context.ctx, playOrderPos: current, currentPlayer: playOrder[current]! } });
    if (following === undefined) return undefined;
    current = following;
  }
  return current;
}

/** True when the current player is out and no other seat in play is still choosing in this turn. */
function turnOfOutSeatIsOver<G>({ G, ctx }: { G: G; ctx: Ctx }): boolean {
  const out = resignedSeats(G);
  if (!out.includes(ctx.currentPlayer)) return false;
  return !Object.keys(ctx.activePlayers ?? {}).some((seat) => !out.includes(seat));
}

/** The game's turn, ending for a seat that has conceded (once nobody else is choosing) and passing over such seats. */
export function skipOutSeats<G>(turn: TurnConfig<G> | undefined): TurnConfig<G> {
  const order = turn?.order ?? (TurnOrder.DEFAULT as TurnOrderConfig<G>);
  const endIf = turn?.endIf;
  return {
    ...turn,
    order: {
      ...order,
      first: (context) => {
        const pos = order.first(context);
        return passOverOutSeats(context, pos, order.next) ?? pos;
      },
      next: (context) => {
        const pos = order.next(context);
        return pos === undefined ? undefined : passOverOutSeats(context, pos, order.next);
      },
    },
    endIf: (context) => turnOfOutSeatIsOver(context) || endIf?.(context),
  };
}

export function skipOutSeatsInPhases<G>(phases: PhaseMap<G> | undefined): PhaseMap<G> | undefined {
  if (!phases) return phases;
  return Object.fromEntries(
    Object.entries(phases).map(([phase, config]) => [
      phase,
      config.turn ? { ...config, turn: skipOutSeats(config.turn) } : config,
    ]),
  );
}
