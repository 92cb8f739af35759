// Small games for the search player's tests: one with open information for any number of seats,
// one with hidden hands.
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { GameResult } from '../result';

export interface NimState {
  pile: number;
}

/** Seats take 1 to 3 counters in turn; whoever takes the last one wins. */
export const nim: Game<NimState> = {
  name: 'nim',
  setup: () => ({ pile: 10 }),
  moves: {
    take: ({ G }, count: number) => {
      if (![1, 2, 3].includes(count) || count > G.pile) return INVALID_MOVE;
      G.pile -= count;
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G, ctx }): GameResult | undefined => (G.pile === 0 ? { winner: ctx.currentPlayer } : undefined),
  ai: {
    enumerate: (G) => [1, 2, 3].filter((count) => count <= G.pile).map((count) => ({ move: 'take', args: [count] })),
  },
};

/** Cards 1 to 13, five to a hand; 0 stands for a card the viewer cannot see. */
export const DECK = Array.from({ length: 13 }, (_, i) => i + 1);
const HAND = 5;
export const HIDDEN = 0;

export interface HighCardState {
  hands: Record<PlayerID, number[]>;
  /** The card led to the trick in play, if any (public). */
  led: { seat: PlayerID; card: number } | null;
  tricks: Record<PlayerID, number>;
  /** Every card played so far (public). */
  played: number[];
  toMove: PlayerID;
}

const other = (seat: PlayerID): PlayerID => (seat === '0' ? '1' : '0');

/**
 * Two seats hold five secret cards each and play five tricks: one leads, the other follows, the
 * higher card takes the trick and leads next. Most tricks wins. Each seat sees its own hand only.
 */
export const highCard: Game<HighCardState> = {
  name: 'highcard',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ random }) => {
    const deck = random.Shuffle(DECK);
    return {
      hands: { '0': deck.slice(0, HAND), '1': deck.slice(HAND, 2 * HAND) },
      led: null,
      tricks: { '0': 0, '1': 0 },
      played: [],
      toMove: '0',
    };
  },
  moves: {
    play: ({ G, playerID }, card: number) => {
      const hand = G.hands[playerID];
      if (!hand || card === HIDDEN || !hand.includes(card)) return INVALID_MOVE;
      G.hands[playerID] = hand.filter((c) => c !== card);
      G.played.push(card);
      if (G.led === null) {
        G.led = { seat: playerID, card };
        G.toMove = other(playerID);
        return;
      }
      const winner = card > G.led.card ? playerID : G.led.seat;
      G.tricks[winner]! += 1;
      G.led = null;
      G.toMove = winner;
    },
  },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: { first: () => 0, next: ({ G, ctx }) => ctx.playOrder.indexOf(G.toMove) },
  },
  endIf: ({ G }): GameResult | undefined => {
    if (G.played.length < 2 * HAND) return undefined;
    return { winner: G.tricks['0']! > G.tricks['1']! ? '0' : '1' };
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    hands: Object.fromEntries(
      Object.entries(G.hands).map(([seat, hand]) => [seat, seat === playerID ? hand : hand.map(() => HIDDEN)]),
    ),
  }),
  ai: {
    enumerate: (G, ctx, playerID) =>
      playerID !== ctx.currentPlayer
        ? []
        : (G.hands[playerID] ?? []).filter((card) => card !== HIDDEN).map((card) => ({ move: 'play', args: [card] })),
  },
};

/** Deals the cards `seat` has not seen to the other hand, at random. */
export function determinizeHighCard(view: HighCardState, _ctx: Ctx, seat: PlayerID, random: () => number): HighCardState {
  const own = view.hands[seat] ?? [];
  const unseen = DECK.filter((card) => !own.includes(card) && !view.played.includes(card));
  for (let i = unseen.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
  }
  const opponent = other(seat);
  return { ...view, hands: { [seat]: [...own], [opponent]: unseen.slice(0, view.hands[opponent]?.length ?? 0) } };
}
