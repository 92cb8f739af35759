import { DECKS, cardOf, type CardId } from '@tabula/cards';
import { seededRandom } from '@tabula/game-kit';
import type { Ctx } from 'boardgame.io';
import { determinizeWith, type Sampling } from './determinize';
import { contractWorth, contraWorth, trumpHand } from './handValue';
import { card, dealState, type DealSpec } from './testState';
import type { BidCall, SchafkopfState } from './types';
import { playerView } from './view';

const SAMPLES = 300;
const ctx = { phase: 'play', gameover: undefined } as unknown as Ctx;
const deck = DECKS.german32;
const nameOf = (id: CardId) => `${cardOf(deck, id).rank}-${cardOf(deck, id).suit}`;

/** Seat 2 (the viewer) holds four small acorns: of the acorns only the ten and the ace are unseen. */
const VIEWER = '7-acorns 8-acorns 9-acorns K-acorns 7-leaves 8-leaves 7-bells 8-bells';

/** A deal in play, dealer 0: seat 1 said "I'm playing" and named `contract`; the others passed. */
function inPlay(contract: DealSpec['contract'] & {}, contra: string[] = []): SchafkopfState {
  const rest = deck.cards.map((c) => nameOf(c.id)).filter((name) => !VIEWER.split(' ').includes(name));
  const hands = [rest.slice(0, 8), rest.slice(8, 16), VIEWER.split(' '), rest.slice(16, 24)].map((hand) => hand.join(' '));
  const G = dealState({ hands, contract });
  const calls: Array<{ seat: string; call: BidCall }> = [
    { seat: '1', call: 'play' },
    { seat: '2', call: 'pass' },
    { seat: '3', call: 'pass' },
    { seat: '0', call: 'pass' },
    { seat: '1', call: contract.kind },
  ];
  G.bidding = {
    round: 'name',
    answers: { '1': 'play', '2': 'pass', '3': 'pass', '0': 'pass' },
    bidders: ['1'],
    highest: null,
    calls,
  };
  G.contra = contra;
  return G;
}

function samplesOf(G: SchafkopfState, seat: string, sampling: Sampling): CardId[][] {
  const view = playerView({ G, ctx, playerID: '2' });
  const determinize = determinizeWith(sampling);
  const random = seededRandom(5);
  return Array.from({ length: SAMPLES }, () => determinize(view, ctx, '2', random).dealtHands[seat]!);
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const share = (hands: CardId[][], test: (hand: CardId[]) => boolean) => hands.filter(test).length / hands.length;

describe('schafkopf determinizer: what the bidding, the contract and Contra say', () => {
  it('deals the Sauspiel caller a card of the called suit, never the called ace', () => {
    const G = inPlay({ kind: 'rufspiel', taker: '1', calledSuit: 'acorns' });
    const holdsTen = (hand: CardId[]) => hand.includes(card('10-acorns'));
    const informed = samplesOf(G, '1', 'informed');
    expect(share(informed, holdsTen)).toBe(1);
    expect(share(informed, (hand) => hand.includes(card('A-acorns')))).toBe(0);
    expect(share(samplesOf(G, '1', 'random'), holdsTen)).toBeLessThan(0.5);
  });

  it('deals a Solo player more trumps than random sampling does', () => {
    const G = inPlay({ kind: 'solo', taker: '1', trumpSuit: 'hearts' });
    const trumps = (sampling: Sampling) =>
      average(samplesOf(G, '1', sampling).map((hand) => trumpHand('german32', hand, 'hearts').trumps));
    expect(trumps('informed')).toBeGreaterThan(trumps('random') + 1.5);
  });

  it('deals a Wenz player more Unters than random sampling does', () => {
    const G = inPlay({ kind: 'wenz', taker: '1' });
    const unters = (sampling: Sampling) =>
      average(samplesOf(G, '1', sampling).map((hand) => hand.filter((id) => cardOf(deck, id).rank === 'U').length));
    expect(unters('informed')).toBeGreaterThan(unters('random') + 0.8);
  });

  it('deals the seats that passed hands not worth a game more often than random sampling does', () => {
    const G = inPlay({ kind: 'rufspiel', taker: '1', calledSuit: 'acorns' });
    const worthAGame = (sampling: Sampling) =>
      share(samplesOf(G, '3', sampling), (hand) => contractWorth('german32', hand, 4) !== null);
    expect(worthAGame('informed')).toBeLessThan(0.3);
    expect(worthAGame('random')).toBeGreaterThan(worthAGame('informed') + 0.3);
  });

  it('deals a seat that said Contra a hand worth it', () => {
    const G = inPlay({ kind: 'rufspiel', taker: '1', calledSuit: 'acorns' }, ['3']);
    const worthContra = (sampling: Sampling) =>
      share(samplesOf(G, '3', sampling), (hand) => contraWorth('german32', hand, G.contract!));
    expect(worthContra('informed')).toBeGreaterThan(worthContra('random') + 0.2);
  });
});
