import type { Ctx } from 'boardgame.io';
import { Stage } from 'boardgame.io/core';
import { answerMove, defineGame, serverOnlyMove, withTurnClock } from '@tabula/game-kit';
import { CELLS, dealCard } from './card';
import { enumerateMoves } from './enumerate';
import { callNumber, claim, mark, unmark } from './moves';
import { secretsFor } from './secrets';
import type { BingoState } from './types';
import { playerView } from './view';

/** Time between two calls: the game server's clock calls the next number when it runs out. */
export const CALL_INTERVAL_MS = 10_000;
/** Extra time before the first call, while the players' pages load ("Starting in..."). */
export const FIRST_CALL_GRACE_MS = 5_000;
export const CLAIMS_PER_SEAT = 3;
export const PLAY_PHASE = 'play';

const perSeat = <T>(seats: string[], value: () => T) => Object.fromEntries(seats.map((seat) => [seat, value()]));

/** The table before the deal: nothing secret, since the first phase's state goes to every client as it is. */
export function initialState(ctx: Ctx): BingoState {
  const seats = [...ctx.playOrder];
  return {
    seats,
    cards: perSeat(seats, () => []),
    marks: perSeat(seats, () => []),
    called: [],
    claimsLeft: perSeat(seats, () => CLAIMS_PER_SEAT),
    winner: null,
    allCalled: false,
    log: [],
  };
}

// Marks and claims are answers that every seat makes at any moment: applied whenever they arrive,
// never refused as stale because a call (or another seat's mark) landed first. Marks are redacted
// from the other seats' logs; a claim carries only the claims its seat has left.
const MOVES = {
  mark: answerMove(mark, { redact: true }),
  unmark: answerMove(unmark, { redact: true }),
  claim: answerMove(claim),
  callNumber: serverOnlyMove(callNumber),
};

const rules = defineGame({
  name: 'bingo',
  minPlayers: 2,
  maxPlayers: 30,
  setup: ({ ctx }) => initialState(ctx),
  moves: MOVES,
  phases: {
    start: { start: true, endIf: () => true, next: PLAY_PHASE },
    [PLAY_PHASE]: {
      // The cards are dealt from the secret random once the first phase's state has gone out.
      onBegin: ({ G, random }) => {
        for (const seat of G.seats) if (G.cards[seat]?.length !== CELLS) G.cards[seat] = dealCard(() => random.Number());
      },
      // Everybody plays at once, all the time; each call ends the turn (and so restarts the clock).
      turn: { activePlayers: { all: Stage.NULL } },
      moves: MOVES,
    },
  },
  endIf: ({ G }) => {
    if (G.winner) return { winner: G.winner.seat, reason: 'bingo' };
    if (G.allCalled) return { draw: true, reason: 'allCalled' };
    if (G.seats.every((seat) => (G.claimsLeft[seat] ?? 0) === 0)) return { draw: true, reason: 'noClaimsLeft' };
    return undefined;
  },
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});

/**
 * The rules with a caller's clock: every `intervalMs` the game server makes `callNumber` (the first
 * after `firstCallGraceMs` more). Marks and claims leave the turn as it is, so they never restart
 * the clock. Matches people play use `game` (10 seconds); server tests build a faster one.
 */
export function withCallClock(intervalMs: number, firstCallGraceMs: number) {
  return withTurnClock<BingoState, typeof rules>(rules, {
    limitMs: intervalMs,
    firstTurnGraceMs: firstCallGraceMs,
    onTimeout: () => ({ move: 'callNumber', args: [] }),
  });
}

export const game = withCallClock(CALL_INTERVAL_MS, FIRST_CALL_GRACE_MS);
