import { newTrick, seatsAnswerTurn, seatToActTurn, serverOnly } from '@tabula/cards';
import { answerMove, defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { newBidding } from './bidding';
import { deckFor } from './contracts';
import { startDeal } from './deal';
import { enumerateMoves } from './enumerate';
import { beginPlay, bid, contra, contraSeats, declare, nextRound, play, quit, re, reSeats } from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { SchafkopfState } from './types';
import { playerView } from './view';

// Every move runs on the server only (Contra, Re and the round end are answered by several seats
// at once: answerMove): the rules read hands and the secret partner that a seat's
// own view does not hold, so a client's optimistic run could only guess.
const MOVES = {
  bid: serverOnly(bid),
  declare: serverOnly(declare),
  contra: answerMove(contra, { client: false }),
  re: answerMove(re, { client: false }),
  play: serverOnly(play),
  nextRound: answerMove(nextRound, { client: false }),
  quit: answerMove(quit, { client: false }),
};

// One seat acts at a time, the one the state names (G.toAct); every move ends the turn.
const SEAT_TO_ACT = seatToActTurn<SchafkopfState>();

const matchOver = (G: SchafkopfState) =>
  G.quitBy !== null || (G.settings.deals !== null && G.revealed && G.rounds.length >= G.settings.deals);

export const game = defineGame({
  name: 'schafkopf',
  minPlayers: 3,
  maxPlayers: 4,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): SchafkopfState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      deckName: deckFor(ctx.numPlayers),
      seats,
      dealer: seats[0]!,
      dealNumber: 0,
      thrownIn: 0,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      dealtHands: Object.fromEntries(seats.map((seat) => [seat, []])),
      bidding: newBidding(),
      contract: null,
      partner: null,
      partnerRevealed: false,
      contra: [],
      re: [],
      answered: [],
      trick: newTrick(seats[1]!),
      tricks: [],
      toAct: seats[1]!,
      rounds: [],
      lastResult: null,
      confirmed: [],
      quitBy: null,
      revealed: false,
      log: [],
    };
  },
  moves: MOVES,
  // Moves end their phase themselves (events.endPhase): a phase's endIf would be evaluated on the
  // previous phase's state before the new phase's onBegin runs.
  phases: {
    start: { start: true, endIf: () => true, next: 'bidding' },
    bidding: {
      onBegin: ({ G, random }) => startDeal(G, random),
      turn: SEAT_TO_ACT,
      moves: { bid: MOVES.bid },
      next: ({ G }) => (G.contract === null ? 'bidding' : G.contract.declared ? 'contra' : 'declare'),
    },
    declare: { turn: SEAT_TO_ACT, moves: { declare: MOVES.declare }, next: 'contra' },
    contra: {
      onBegin: ({ G }) => {
        G.answered = [];
      },
      turn: seatsAnswerTurn<SchafkopfState>(contraSeats),
      moves: { contra: MOVES.contra },
      next: ({ G }) => (G.contra.length > 0 ? 're' : 'play'),
    },
    re: {
      onBegin: ({ G }) => {
        G.answered = [];
      },
      turn: seatsAnswerTurn<SchafkopfState>(reSeats),
      moves: { re: MOVES.re },
      next: 'play',
    },
    play: { onBegin: ({ G }) => beginPlay(G), turn: SEAT_TO_ACT, moves: { play: MOVES.play }, next: 'roundEnd' },
    roundEnd: {
      turn: seatsAnswerTurn<SchafkopfState>((G) => G.seats),
      moves: { nextRound: MOVES.nextRound, quit: MOVES.quit },
      next: 'bidding',
    },
  },
  endIf: ({ G }) => {
    if (!matchOver(G)) return undefined;
    const reason = G.quitBy !== null ? 'quit' : 'dealsPlayed';
    return resultFromScores(totalsOf(G.rounds, G.seats), { reason });
  },
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});
