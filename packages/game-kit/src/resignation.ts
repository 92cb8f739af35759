import type { Ctx, Game, Move, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameResult } from './result';
import { guardPhaseMoves, guardStageMoves, refuseMovesFromOutSeats, skipOutSeats, skipOutSeatsInPhases } from './resignationFlow';
import { resignedSeats, seatsInPlay } from './resignedSeats';

/** The move a seat calls to concede. */
export const RESIGN_MOVE = 'resign';
/** `reason` of the result when a seat conceded (text: `reasons.resigned` in game-kit's locales). */
export const RESIGNED_REASON = 'resigned';

/**
 * What a concession does while two or more other seats are still playing (with one other seat
 * left, that seat wins either way):
 * - `playOn` (the default): the conceding seat is out and the others play on. Its moves are refused,
 *   `ai.enumerate` lists nothing for it and its turns are passed over; the last seat in play wins.
 *   The game's own rules must leave out seats out of choices made at the same time and out of
 *   their own ending (read them with `seatsInPlay(G, ctx)`).
 * - `othersShareWin`: the game ends at once and every seat still in play shares the win.
 */
export type AfterResignation = 'playOn' | 'othersShareWin';

export interface ResignationOptions {
  afterResignation?: AfterResignation;
}

/** What a game wrapped in withResignation declares, for the site (see `resignationOf`). */
export interface ResignationRule {
  afterResignation: AfterResignation;
}

/** What a concession by one seat does now: what the Resign dialog tells that player. */
export type ResignationEffect = 'otherWins' | 'othersShareWin' | 'seatLeaves';

export function resignationOf(game: object): ResignationRule | undefined {
  return (game as { resignation?: ResignationRule }).resignation;
}

export function resignationEffect(rule: ResignationRule, G: unknown, ctx: Pick<Ctx, 'numPlayers'>): ResignationEffect {
  const othersLeft = seatsInPlay(G, ctx).length - 1;
  if (othersLeft <= 1) return 'otherWins';
  return rule.afterResignation === 'othersShareWin' ? 'othersShareWin' : 'seatLeaves';
}

function resignationResult(remaining: PlayerID[]): GameResult {
  if (remaining.length === 1) return { winner: remaining[0]!, reason: RESIGNED_REASON };
  return { winners: remaining, reason: RESIGNED_REASON };
}

const resign: Move = ({ G, ctx, playerID, events }) => {
  if (resignedSeats(G).includes(playerID)) return INVALID_MOVE;
  // A seat choosing at the same time as others leaves their stage; the others go on choosing.
  if (ctx.activePlayers && playerID in ctx.activePlayers) events.endStage?.();
  return { ...G, resignedSeats: [...resignedSeats(G), playerID] };
};

/**
 * A game in which any seat that may act can concede (boardgame.io takes moves from those seats
 * only). With two seats the other wins; with more, `options.afterResignation` decides (see
 * AfterResignation). The result carries `reason: RESIGNED_REASON`. Conceding is a way out of the
 * game rather than a move of it, so `ai.enumerate` does not list it: bots and random playouts
 * never concede.
 */
export function withResignation<G extends object>(game: Game<G>, options: ResignationOptions = {}): Game<G> {
  const rule: ResignationRule = { afterResignation: options.afterResignation ?? 'playOn' };
  const endIf = game.endIf;
  const enumerate = game.ai?.enumerate;
  const playerView = game.playerView;
  const resignMove = resign as Move<G>;
  // With two seats the game ends on the first concession: nothing to pass over.
  const playsOn = rule.afterResignation === 'playOn' && (game.maxPlayers ?? Number.POSITIVE_INFINITY) > 2;
  const turn = game.turn && { ...game.turn, stages: guardStageMoves(game.turn.stages, RESIGN_MOVE, resignMove) };
  const phases = guardPhaseMoves(game.phases, RESIGN_MOVE, resignMove);
  const wrapped: Game<G> & { resignation: ResignationRule } = {
    ...game,
    resignation: rule,
    moves: { ...refuseMovesFromOutSeats(game.moves ?? {}), [RESIGN_MOVE]: resignMove },
    ...(playsOn ? { turn: skipOutSeats(turn) } : turn && { turn }),
    ...(phases && { phases: playsOn ? skipOutSeatsInPhases(phases) : phases }),
    endIf: (context) => {
      if (resignedSeats(context.G).length > 0) {
        const remaining = seatsInPlay(context.G, context.ctx);
        if (remaining.length <= 1 || rule.afterResignation === 'othersShareWin') return resignationResult(remaining);
      }
      return endIf?.(context);
    },
    ...(enumerate && {
      ai: {
        ...game.ai,
        enumerate: (G: G, ctx: Ctx, playerID: PlayerID) =>
          resignedSeats(G).includes(playerID) ? [] : enumerate(G, ctx, playerID),
      },
    }),
    // A playerView that builds a fresh object would drop the seats that are out; the board needs them.
    ...(playerView && {
      playerView: (context: { G: G; ctx: Ctx; playerID: PlayerID | null }) => {
        const view = playerView(context);
        const out = resignedSeats(context.G);
        return out.length > 0 && view !== null && typeof view === 'object' ? { ...view, resignedSeats: out } : view;
      },
    }),
  };
  return wrapped;
}
