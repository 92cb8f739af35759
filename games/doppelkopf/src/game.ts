import { newTrick, seatsAnswerTurn, seatToActTurn, seatToActWithAsideTurn, serverOnly } from '@tabula/cards';
import { answerMove, defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { newBidding } from './bidding';
import { startRound } from './deal';
import { enumerateMoves } from './enumerate';
import { announce, bid, nextRound, play, quit } from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { DoppelkopfState } from './types';
import { playerView } from './view';

// Every move runs on the server only (the round end is answered by every seat at once:
// answerMove): the rules read hands and sides that a seat's own view does not hold, so a
// client's optimistic run could only guess.
const MOVES = {
  bid: serverOnly(bid),
  announce: serverOnly(announce),
  play: serverOnly(play),
  nextRound: answerMove(nextRound, { client: false }),
  quit: answerMove(quit, { client: false }),
};

// The bidding: one seat acts at a time, the one the state names (G.toAct); every call ends the turn.
const SEAT_TO_ACT = seatToActTurn<DoppelkopfState>();

// The play: the seat to act plays its card (which ends its turn) and may announce before it
// (which does not); every other seat may announce at any moment, aside, while nobody waits for it.
const CARD_TO_PLAY = seatToActWithAsideTurn<DoppelkopfState>({
  toAct: { play: MOVES.play, announce: { ...MOVES.announce, noLimit: true } },
  aside: { announce: MOVES.announce },
});

const EVERY_SEAT_ANSWERS = seatsAnswerTurn<DoppelkopfState>((G) => G.seats);

const matchOver = (G: DoppelkopfState) =>
  G.quitBy !== null || (G.settings.rounds !== null && G.revealed && G.rounds.length >= G.settings.rounds);

export const game = defineGame({
  name: 'doppelkopf',
  minPlayers: 4,
  maxPlayers: 4,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): DoppelkopfState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      seats,
      dealer: seats[0]!,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      dealtHands: Object.fromEntries(seats.map((seat) => [seat, []])),
      bidding: newBidding(),
      contract: null,
      teams: {},
      shownSides: {},
      levels: { re: 0, kontra: 0 },
      announcements: [],
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
      onBegin: ({ G, random }) => startRound(G, random),
      turn: SEAT_TO_ACT,
      moves: { bid: MOVES.bid },
      next: 'play',
    },
    play: { turn: CARD_TO_PLAY, moves: { announce: MOVES.announce, play: MOVES.play }, next: 'roundEnd' },
    roundEnd: {
      turn: EVERY_SEAT_ANSWERS,
      moves: { nextRound: MOVES.nextRound, quit: MOVES.quit },
      next: 'bidding',
    },
  },
  endIf: ({ G }) => {
    if (!matchOver(G)) return undefined;
    const reason = G.quitBy !== null ? 'quit' : 'roundsPlayed';
    return resultFromScores(totalsOf(G.rounds, G.seats), { reason });
  },
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});
