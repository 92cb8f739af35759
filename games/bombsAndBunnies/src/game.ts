import { defineGame, placingsFromScores } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { MOVES } from './moves';
import { leaveOutResignedSeats } from './round';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import type { BombsAndBunniesState, CardKind } from './types';
import { playerView } from './view';

/** Every seat's four cards: three bunnies and a bomb (the same for all: nothing secret is dealt). */
const STARTING_HAND: readonly CardKind[] = ['bunny', 'bunny', 'bunny', 'bomb'];

export const game = defineGame({
  name: 'bombsAndBunnies',
  minPlayers: 2,
  maxPlayers: 6,
  validateSetupData: (setupData) => validateSettings(setupData),
  setup: ({ ctx }, setupData): BombsAndBunniesState => {
    const seats = [...ctx.playOrder];
    const perSeat = <T>(value: () => T) => Object.fromEntries(seats.map((seat) => [seat, value()]));
    return {
      settings: settingsFrom(setupData),
      seats,
      round: 1,
      step: 'placing',
      toAct: seats[0]!,
      hands: perSeat(() => [...STARTING_HAND]),
      stacks: perSeat(() => []),
      lost: perSeat(() => []),
      wins: perSeat(() => 0),
      eliminated: [],
      bet: null,
      passed: [],
      flips: [],
      penalty: null,
      lastOutcome: null,
      winner: null,
      log: [],
    };
  },
  moves: MOVES,
  // One seat acts at a time: the rules name it (G.toAct), and its turn ends when another must act.
  turn: {
    order: {
      first: ({ G, ctx }) => ctx.playOrder.indexOf(G.toAct),
      next: ({ G, ctx }) => ctx.playOrder.indexOf(G.toAct),
    },
    endIf: ({ G, ctx }) => ctx.currentPlayer !== G.toAct,
    onMove: ({ G, random }) => leaveOutResignedSeats(G, random),
  },
  endIf: ({ G }) => {
    if (G.winner === null) return undefined;
    // Standings: the winner, then by successful challenges; seats out of cards last, the first out lowest.
    const standing = Object.fromEntries(
      G.seats.map((seat) => {
        const out = G.eliminated.indexOf(seat);
        return [seat, seat === G.winner ? 100 : out >= 0 ? out - G.seats.length : G.wins[seat]!];
      }),
    );
    return {
      winner: G.winner,
      scores: { ...G.wins },
      placings: placingsFromScores(standing, 'highestWins'),
      reason: G.wins[G.winner]! >= 2 ? 'twoChallenges' : 'lastStanding',
    };
  },
  playerView,
  secrets: secretsFor,
  resignation: true,
  ai: { enumerate: enumerateMoves },
});
