import { newTrick } from '@tabula/cards';
import { Stage } from 'boardgame.io/core';
import { defineGame, resultFromScores, totalsOf } from '@tabula/game-kit';
import { newAuction } from './bidding';
import { SEATS, startDeal } from './dealing';
import { enumerate } from './enumerate';
import { moves } from './moves';
import { matchOver } from './play';
import { settingsFrom, validateSettings } from './settings';
import type { SkatState } from './types';
import { playerView, secrets } from './views';

/** The state before the first deal: nothing secret (boardgame.io sends the first phase's state unfiltered). */
export function initialState(setupData?: unknown): SkatState {
  return {
    settings: settingsFrom(setupData),
    dealNumber: 0,
    playedDeals: 0,
    dealer: '0',
    stage: 'bidding',
    toAct: null,
    auction: newAuction('0'),
    declarer: null,
    bid: null,
    contract: null,
    pickedUp: false,
    hands: { '0': [], '1': [], '2': [] },
    dealtHands: { '0': [], '1': [], '2': [] },
    skat: [],
    discards: [],
    trick: newTrick('1'),
    tricks: [],
    previousSkat: null,
    outcome: null,
    rounds: [],
    confirmed: [],
    quitBy: null,
    log: [],
  };
}

const toActPosition = ({ G, ctx }: { G: SkatState; ctx: { playOrder: string[] } }) =>
  Math.max(0, ctx.playOrder.indexOf(G.toAct ?? '0'));

export const game = defineGame({
  name: 'skat',
  minPlayers: 3,
  maxPlayers: 3,
  setup: (_context, setupData?: unknown) => initialState(setupData),
  validateSetupData: (setupData) => validateSettings(setupData),
  moves,
  phases: {
    // Nothing is dealt here; the deal happens as the next phase begins.
    start: { start: true, endIf: () => true, next: 'deal' },
    deal: {
      onBegin: ({ G, random }) => startDeal(G, random),
      turn: {
        order: { first: toActPosition, next: toActPosition },
        endIf: ({ G, ctx }) => G.toAct !== null && G.toAct !== ctx.currentPlayer,
      },
      // boardgame.io asks this before the phase's onBegin has dealt: a round end whose seats all
      // confirmed is the one being left, not a new one.
      endIf: ({ G }) => G.stage === 'roundEnd' && G.confirmed.length === 0,
      next: 'roundEnd',
    },
    // Every seat confirms the next deal (or quits), all at once; a seat that confirmed leaves the active seats.
    roundEnd: {
      turn: { activePlayers: { all: Stage.NULL, maxMoves: 1 } },
      endIf: ({ G }) => G.confirmed.length === SEATS.length,
      next: 'deal',
    },
  },
  endIf: ({ G }) => {
    if (!matchOver(G)) return undefined;
    const scores = totalsOf(G.rounds, [...SEATS]);
    return resultFromScores(scores, G.quitBy === null ? {} : { reason: 'quit' });
  },
  playerView,
  secrets,
  ai: { enumerate },
});
