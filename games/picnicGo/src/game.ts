import { seatsAnswerTurn } from '@tabula/cards';
import { defineGame, newPicks, pickStages, resignedSeats, seatsInPlay, startPicks, totalsOf } from '@tabula/game-kit';
import { startRound } from './deal';
import { enumerateMoves } from './enumerate';
import { MOVES } from './moves';
import { matchResult } from './result';
import { afterMove } from './round';
import { secretsFor } from './secrets';
import type { PicnicGoState } from './types';
import { playerView } from './view';

export const game = defineGame({
  name: 'picnicGo',
  minPlayers: 2,
  maxPlayers: 5,
  setup: ({ ctx }): PicnicGoState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      seats,
      roundNumber: 0,
      roundOver: true,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      undealtCards: [],
      picks: newPicks(seats),
      lastReveal: null,
      tableaus: {},
      cupcakeCounts: Object.fromEntries(seats.map((seat) => [seat, 0])),
      rounds: [],
      confirmed: [],
      finished: false,
      log: [],
    };
  },
  moves: MOVES,
  // Moves end their phase themselves (events.endPhase): a phase's endIf would be evaluated on the
  // previous phase's state before the new phase's onBegin runs.
  phases: {
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      // A round dealt and not yet over goes on (a test's table); otherwise the next round is dealt.
      onBegin: ({ G, ctx, random }) => {
        if (G.roundOver) startRound(G, random, seatsInPlay(G, ctx));
      },
      // One turn a round: secret picks, revealed together, then the hands go round.
      turn: {
        onBegin: ({ G, events }) => startPicks(events, G.picks),
        onMove: (context) => afterMove(context),
        stages: pickStages({ pick: MOVES.pick }),
      },
      moves: { pick: MOVES.pick },
      next: 'roundEnd',
    },
    roundEnd: {
      turn: {
        ...seatsAnswerTurn<PicnicGoState>((G) => G.seats.filter((seat) => !resignedSeats(G).includes(seat))),
        onMove: (context) => afterMove(context),
      },
      moves: { ready: MOVES.ready },
      next: 'play',
    },
  },
  endIf: ({ G, ctx }) => {
    if (!G.finished) return undefined;
    const totals = totalsOf(G.rounds, G.seats);
    const playing = seatsInPlay(G, ctx);
    return matchResult(
      Object.fromEntries(playing.map((seat) => [seat, totals[seat]!])),
      Object.fromEntries(playing.map((seat) => [seat, G.cupcakeCounts[seat] ?? 0])),
    );
  },
  playerView,
  secrets: secretsFor,
  resignation: true,
  ai: { enumerate: enumerateMoves },
});
