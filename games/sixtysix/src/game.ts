import { answerMove, defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { Stage } from 'boardgame.io/core';
import { dealRound, emptyState } from './deal';
import { enumerate } from './enumerate';
import { claimOut, close, declareMarriage, draw, exchangeTrumpNine, nextRound, play, quit } from './moves';
import { MATCH_TARGET, SEATS, seatToAct } from './rules';
import type { SixtySixState } from './types';
import { playerView, secrets } from './view';

// Every move runs on the server only: drawing reads the stock, and a trick or an "Out!" may end
// the round and reveal the deal, which no client holds.
const serverOnly = <Move>(move: Move) => ({ move, client: false as const });

/** The totals that decide the match, once someone reached 7 game points or quit between rounds. */
export function matchResult(G: SixtySixState) {
  const totals = totalsOf(G.rounds, [...SEATS]);
  if (G.quitBy !== null) return resultFromScores(totals, { reason: 'quit' });
  if (SEATS.some((seat) => totals[seat]! >= MATCH_TARGET)) return resultFromScores(totals, { reason: 'target' });
  return undefined;
}

export const game = defineGame({
  name: 'sixtysix',
  minPlayers: 2,
  maxPlayers: 2,
  // Nothing is dealt here: the setup goes out as boardgame.io's initial state.
  setup: (): SixtySixState => emptyState(),
  moves: {
    draw: serverOnly(draw),
    close: serverOnly(close),
    exchangeTrumpNine: serverOnly(exchangeTrumpNine),
    declareMarriage: serverOnly(declareMarriage),
    claimOut: serverOnly(claimOut),
    play: serverOnly(play),
    // Both seats answer the round end at once.
    nextRound: answerMove(nextRound, { client: false }),
    quit: answerMove(quit, { client: false }),
  },
  phases: {
    // Holds nothing secret and ends at once; the deal happens as the next phase begins.
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      onBegin: ({ G, random }) => dealRound(G, random),
      turn: {
        order: {
          first: ({ G }) => Number(seatToAct(G)),
          next: ({ G }) => Number(seatToAct(G)),
        },
      },
      next: 'roundEnd',
    },
    roundEnd: {
      turn: { activePlayers: { all: Stage.NULL, maxMoves: 1 } },
      next: 'play',
    },
  },
  endIf: ({ G }) => matchResult(G),
  playerView: ({ G, playerID }) => playerView({ G, playerID }),
  secrets,
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
});
