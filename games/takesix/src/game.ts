import { seatsAnswerTurn } from '@tabula/cards';
import {
  defineGame,
  newPicks,
  pickStages,
  resignedSeats,
  resultFromScores,
  seatsInPlay,
  startPicks,
  totalsOf,
} from '@tabula/game-kit';
import { startDeal } from './deal';
import { enumerateMoves } from './enumerate';
import { MOVES } from './moves';
import { CHOOSE_ROW_STAGE, leaveOutResignedSeats } from './round';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { TakeSixState } from './types';
import { playerView } from './view';

export const game = defineGame({
  name: 'takesix',
  minPlayers: 2,
  maxPlayers: 10,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): TakeSixState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      seats,
      dealNumber: 0,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      undealtCards: [],
      rowCards: [],
      picks: newPicks(seats),
      reveal: null,
      choosingRow: null,
      takenCards: Object.fromEntries(seats.map((seat) => [seat, []])),
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
      // A deal dealt and not yet scored goes on (a test's table); otherwise the next deal is dealt.
      onBegin: ({ G, ctx, random }) => {
        if (G.dealNumber === G.rounds.length) startDeal(G, random, seatsInPlay(G, ctx));
      },
      // One turn a deal: rounds of secret picks, each revealed and placed, a seat alone choosing a row
      // when its card is lower than every row end.
      turn: {
        onBegin: ({ G, events }) => startPicks(events, G.picks),
        onMove: (context) => leaveOutResignedSeats(context),
        stages: {
          ...pickStages({ pick: MOVES.pick }),
          [CHOOSE_ROW_STAGE]: { moves: { chooseRow: MOVES.chooseRow } },
        },
      },
      moves: { pick: MOVES.pick, chooseRow: MOVES.chooseRow },
      next: 'dealEnd',
    },
    dealEnd: {
      turn: {
        ...seatsAnswerTurn<TakeSixState>((G) => G.seats.filter((seat) => !resignedSeats(G).includes(seat))),
        onMove: (context) => leaveOutResignedSeats(context),
      },
      moves: { nextDeal: MOVES.nextDeal },
      next: 'play',
    },
  },
  endIf: ({ G, ctx }) => {
    if (!G.finished) return undefined;
    const totals = totalsOf(G.rounds, G.seats);
    const playing = seatsInPlay(G, ctx);
    const scores = Object.fromEntries(playing.map((seat) => [seat, totals[seat]!]));
    return resultFromScores(scores, {
      order: 'lowestWins',
      reason: G.settings.length === 'oneDeal' ? 'dealPlayed' : 'reached66',
    });
  },
  playerView,
  secrets: secretsFor,
  resignation: true,
  ai: { enumerate: enumerateMoves },
});
