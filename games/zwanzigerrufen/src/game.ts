import { newTrick, seatsAnswerTurn, seatToActTurn, serverOnly } from '@tabula/cards';
import { answerMove, defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { newBidding } from './bidding';
import { startDeal } from './deal';
import { enumerateMoves } from './enumerate';
import { announce, beginPlay, bid, nextRound, play, quit } from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { ZwanzigerrufenState } from './types';
import { playerView } from './view';

// Every move runs on the server only: the rules read hands and the secret partner, which a seat's
// own view does not hold, so a client's optimistic run could only guess.
const MOVES = {
  bid: serverOnly(bid),
  announce: serverOnly(announce),
  play: serverOnly(play),
  nextRound: answerMove(nextRound, { client: false }),
  quit: answerMove(quit, { client: false }),
};

// One seat acts at a time, the one the state names (G.toAct); every move ends the turn.
const SEAT_TO_ACT = seatToActTurn<ZwanzigerrufenState>();

// At the end of a deal every seat answers at once: "Next round" or "Quit game".
const everySeatAtOnce = seatsAnswerTurn<ZwanzigerrufenState>((G) => G.seats);

const matchOver = (G: ZwanzigerrufenState) =>
  G.quitBy !== null || (G.settings.deals !== null && G.revealed && G.rounds.length >= G.settings.deals);

export const game = defineGame({
  name: 'zwanzigerrufen',
  minPlayers: 4,
  maxPlayers: 4,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): ZwanzigerrufenState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      seats,
      dealer: seats[0]!,
      dealNumber: 0,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      dealtHands: Object.fromEntries(seats.map((seat) => [seat, []])),
      bidding: newBidding(),
      contract: null,
      partner: null,
      partnerRevealed: false,
      announcements: [],
      passesInRow: 0,
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
  // Moves end their phase themselves (events.endPhase).
  phases: {
    start: { start: true, endIf: () => true, next: 'bidding' },
    bidding: {
      onBegin: ({ G, random }) => startDeal(G, random),
      turn: SEAT_TO_ACT,
      moves: { bid: MOVES.bid },
      next: 'announcing',
    },
    announcing: { turn: SEAT_TO_ACT, moves: { announce: MOVES.announce }, next: 'play' },
    play: { onBegin: ({ G }) => beginPlay(G), turn: SEAT_TO_ACT, moves: { play: MOVES.play }, next: 'roundEnd' },
    roundEnd: {
      turn: everySeatAtOnce,
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
