import { newTrick, seatsAnswerTurn, seatToActTurn, serverOnly } from '@tabula/cards';
import { answerMove, defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { startDeal } from './deal';
import { enumerateMoves } from './enumerate';
import {
  beginKitty,
  beginPlay,
  bid,
  callCard,
  discard,
  nextRound,
  phaseAfter,
  play,
  poignee,
  quit,
  slam,
  takerDiscards,
} from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { TarotState } from './types';
import { playerView } from './view';

// Every move runs on the server only: the rules read hands, the chien and the secret partner,
// which a seat's own view does not hold, so a client's optimistic run could only guess.
const MOVES = {
  bid: serverOnly(bid),
  callCard: serverOnly(callCard),
  // The card put aside stays secret (but a trump, which the move shows in the state).
  discard: { move: discard, client: false as const, redact: true },
  slam: serverOnly(slam),
  poignee: serverOnly(poignee),
  play: serverOnly(play),
  nextRound: answerMove(nextRound, { client: false }),
  quit: answerMove(quit, { client: false }),
};

// One seat acts at a time, the one the state names (G.toAct); every move ends the turn.
const SEAT_TO_ACT = seatToActTurn<TarotState>();

// At the end of a deal every seat answers at once: "Next round" or "Quit game".
const everySeatAtOnce = seatsAnswerTurn<TarotState>((G) => G.seats);

const matchOver = (G: TarotState) =>
  G.quitBy !== null || (G.settings.deals !== null && G.revealed && G.rounds.length >= G.settings.deals);

export const game = defineGame({
  name: 'frenchtarot',
  minPlayers: 3,
  maxPlayers: 5,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): TarotState => {
    const seats = [...ctx.playOrder];
    // Nothing is dealt here: the first phase's state goes out unfiltered; the deal comes in the next phase.
    return {
      settings: settingsFrom(setupData),
      seats,
      dealer: seats[0]!,
      dealNumber: 0,
      hands: Object.fromEntries(seats.map((seat) => [seat, []])),
      dealtHands: Object.fromEntries(seats.map((seat) => [seat, []])),
      kitty: [],
      kittyShown: false,
      discards: [],
      trumpDiscards: [],
      bids: [],
      contract: null,
      partner: null,
      partnerRevealed: false,
      poignees: [],
      shownPoignee: null,
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
      next: ({ G }) => phaseAfter(G, 'bidding'),
    },
    call: { turn: SEAT_TO_ACT, moves: { callCard: MOVES.callCard }, next: ({ G }) => phaseAfter(G, 'call') },
    discard: {
      onBegin: ({ G }) => beginKitty(G),
      turn: SEAT_TO_ACT,
      moves: { discard: MOVES.discard },
      next: ({ G }) => phaseAfter(G, 'discard'),
    },
    slam: {
      // Garde sans and garde contre: the chien goes aside unseen now (petite and garde turned it up before the discard).
      onBegin: ({ G }) => {
        if (!takerDiscards(G)) beginKitty(G);
      },
      turn: SEAT_TO_ACT,
      moves: { slam: MOVES.slam },
      next: 'play',
    },
    play: {
      onBegin: ({ G }) => beginPlay(G),
      turn: SEAT_TO_ACT,
      moves: { play: MOVES.play, poignee: MOVES.poignee },
      next: 'roundEnd',
    },
    roundEnd: { turn: everySeatAtOnce, moves: { nextRound: MOVES.nextRound, quit: MOVES.quit }, next: 'bidding' },
  },
  endIf: ({ G }) => {
    if (!matchOver(G)) return undefined;
    return resultFromScores(totalsOf(G.rounds, G.seats), { reason: G.quitBy !== null ? 'quit' : 'dealsPlayed' });
  },
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});
