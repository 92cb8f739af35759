import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import { findLeaks, secretsSeenIn } from '@tabula/game-kit/testing';
import { DECKS, allCards, idOf, type CardId } from '../deck';
import { dealPackets } from '../rules/deal';
import { handsView } from '../rules/views';
import { secretCard, secretCardNumber, secretCards } from './secretCards';

describe('secretCard', () => {
  const five = secretCard(5, 'french32');

  it('names the card it stands for', () => {
    expect(five.label).toBe('french32 #5 (Q of clubs)');
    expect(secretCard(idOf(DECKS.doppelkopf48, 'hearts', '10', 1), 'doppelkopf48').label).toMatch(/10 of hearts, copy 2/);
  });

  it('finds a card in a hand of a state boardgame.io sends', () => {
    expect(five.seenIn({ G: { hands: { '1': [3, 5] } }, ctx: { turn: 2 } })).toBe(true);
  });

  it("finds a card in a log entry's move arguments", () => {
    const log = [{ action: { type: 'MAKE_MOVE', payload: { type: 'play', args: [{ card: 5 }], playerID: '1' } }, _stateID: 3 }];
    expect(five.seenIn(['update', 'match', { G: {} }, log])).toBe(true);
  });

  it('finds a card in a JSON patch of the state', () => {
    expect(five.seenIn([{ op: 'add', path: '/G/hands/1/-', value: 5 }])).toBe(true);
    expect(five.seenIn([{ op: 'replace', path: '/G/trick', value: { leader: '0', cards: [{ seat: '0', card: 5 }] } }])).toBe(
      true,
    );
    expect(five.seenIn([{ op: 'replace', path: '/G/handCounts/1', value: 5 }])).toBe(false);
  });

  it('raises no alarm for counts, turns and state ids that happen to equal the card', () => {
    const received = { G: { handCounts: { '0': 5 }, stockCount: 5, hands: { '0': [1, 2] } }, ctx: { turn: 5 }, _stateID: 5 };
    expect(five.seenIn(received)).toBe(false);
    expect(five.seenIn(5)).toBe(false);
  });

  it('is reported by its label through the leak harness', () => {
    expect(secretsSeenIn({ G: { skat: [5, 6] } }, secretCards([5, 7], 'french32'))).toEqual(['french32 #5 (Q of clubs)']);
  });
});

describe('secretCardNumber', () => {
  const card = secretCardNumber(104, 'Take 6! card 104');

  it('finds a card that is only a number beneath a card-bearing key, reported by its label', () => {
    expect(secretsSeenIn({ G: { undealtCards: [7, 104] } }, [card])).toEqual(['Take 6! card 104']);
    expect(card.seenIn([{ op: 'add', path: '/G/hands/1/-', value: 104 }])).toBe(true);
  });

  it('raises no alarm for a count or a score equal to the card', () => {
    expect(card.seenIn({ G: { handCounts: { '0': 104 }, scores: { '0': 104 } }, _stateID: 104 })).toBe(false);
  });
});

interface ToyState {
  hands: Record<string, CardId[]>;
  playedCards: CardId[];
}

/** Each seat gets 4 cards of Sixty-Six's deck in the second phase and plays them out; the view decides what leaks. */
function toyGame(playerView: Game<ToyState>['playerView']): Game<ToyState> {
  return {
    name: 'toy',
    setup: () => ({ hands: {}, playedCards: [] }),
    phases: {
      seating: { start: true, next: 'play', endIf: () => true },
      play: {
        onBegin: ({ G, random }) => {
          const [a, b] = dealPackets(random, allCards(DECKS.french24).slice(0, 8), [4, 4]);
          G.hands = { '0': a!, '1': b! };
        },
      },
    },
    moves: {
      play: {
        move: ({ G, playerID, events }, { card }: { card: CardId }) => {
          const hand = G.hands[playerID];
          if (!hand?.includes(card)) return INVALID_MOVE;
          hand.splice(hand.indexOf(card), 1);
          G.playedCards.push(card);
          events.endTurn();
        },
      },
    },
    endIf: ({ G }) => (G.playedCards.length === 8 ? { draw: true } : undefined),
    playerView,
    ai: { enumerate: (G, ctx) => (G.hands[ctx.currentPlayer] ?? []).map((card) => ({ move: 'play', args: [{ card }] })) },
  };
}

const othersCards = (G: ToyState, _ctx: unknown, viewer: string | null) =>
  secretCards(
    Object.entries(G.hands).flatMap(([seat, hand]) => (seat === viewer ? [] : hand)),
    'french24',
  );

describe('secretCards with findLeaks', () => {
  it('catch a view that sends every hand', () => {
    const leaks = findLeaks(
      toyGame(({ G }) => G),
      { numPlayers: 2, seeds: [1], secretsFor: othersCards },
    );
    expect(new Set(leaks.map((leak) => leak.viewer))).toEqual(new Set(['0', '1', null]));
    expect(leaks[0]!.secret).toMatch(/^french24 #\d+ \(/);
  });

  it('find nothing in a view built with handsView', () => {
    const careful = toyGame(({ G, playerID }) => ({ ...G, ...handsView(G.hands, playerID) }));
    expect(findLeaks(careful, { numPlayers: 2, seeds: [1, 2, 3], secretsFor: othersCards })).toEqual([]);
  });
});
