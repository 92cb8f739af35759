import { cardOf, type CardId } from '@tabula/cards';
import { seededRandom } from '@tabula/game-kit';
import type { Ctx } from 'boardgame.io';
import { biddingLimit } from './biddingLimit';
import { saidWorth } from './biddingReads';
import { DECK, trumpIds } from './cards';
import { determinizeWith, type Sampling } from './determinize';
import { cards, dealtState } from './testState';
import type { AuctionCall, Contract, SkatState, SkatView } from './types';
import { playerView } from './views';

const ctx = { gameover: undefined } as unknown as Ctx;
const SAMPLES = 300;

/**
 * Dealer 0: forehand 1, middlehand 2, rearhand 0. Middlehand passes at once, rearhand bids up to 48
 * and passes at 50; forehand (seat 1) declares at 48 after picking up the skat.
 */
const AUCTION: AuctionCall[] = [
  { seat: '2', call: 'pass' },
  { seat: '0', call: 'bid', value: 18 },
  { seat: '1', call: 'hold' },
  { seat: '0', call: 'bid', value: 48 },
  { seat: '1', call: 'hold' },
  { seat: '0', call: 'pass' },
];

/** Seat 2 holds no jack and no heart: the other hands and the discards share the rest. */
const HANDS = {
  '1': '7C 8C 9C QC KC 10C AC 7S 8S 9S',
  '2': 'QS KS 10S AS 7D 8D 9D QD KD 10D',
  '0': 'JC JS JH JD 7H 8H 9H QH KH 10H',
};

/** A hand game keeps the skat; otherwise seat 1 took it (the two aces) and laid away two spades. */
function inPlay(contract: Contract): SkatState {
  const hands = contract.hand ? HANDS : { ...HANDS, '1': '7C 8C 9C QC KC 10C AC 9S AH AD' };
  return dealtState(hands, 'AH AD', {
    stage: 'playing',
    toAct: '1',
    declarer: '1',
    bid: 48,
    contract,
    pickedUp: !contract.hand,
    discards: contract.hand ? [] : cards('7S 8S'),
    auction: { holder: '1', bidder: '0', awaiting: 'bidder', highest: 48, passed: ['2', '0'], calls: AUCTION },
  });
}

/** Each sample's dealt cards of `seat`, as seat `viewer` samples them. */
function samplesOf(G: SkatState, viewer: string, seat: string, sampling: Sampling): CardId[][] {
  const view = playerView({ G, ctx, playerID: viewer }) as SkatView;
  const determinize = determinizeWith(sampling);
  const random = seededRandom(7);
  return Array.from({ length: SAMPLES }, () => determinize(view, ctx, viewer, random).dealtHands[seat]!);
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const jacks = (hand: CardId[]) => hand.filter((id) => cardOf(DECK, id).rank === 'J').length;

describe('skat determinizer: what the auction and the contract say', () => {
  it('reads the auction: each seat bid or held up to a value and passed below the next', () => {
    const said = saidWorth(inPlay({ kind: 'grand', announcement: 'none', hand: true }));
    expect(said['2']).toEqual({ atLeast: 0, below: 18 });
    expect(said['0']).toEqual({ atLeast: 48, below: 50 });
    expect(said['1']).toEqual({ atLeast: 48, below: Number.POSITIVE_INFINITY });
  });

  it('deals a grand declarer more jacks than random sampling does', () => {
    const G = inPlay({ kind: 'grand', announcement: 'none', hand: true });
    const informed = average(samplesOf(G, '2', '1', 'informed').map(jacks));
    const random = average(samplesOf(G, '2', '1', 'random').map(jacks));
    expect(informed).toBeGreaterThan(random + 0.5);
    expect(informed).toBeGreaterThanOrEqual(2.5);
  });

  it('deals a suit declarer more trumps than random sampling does', () => {
    const G = inPlay({ kind: 'hearts', announcement: 'none', hand: true });
    const hearts = new Set(trumpIds('hearts'));
    const trumps = (hand: CardId[]) => hand.filter((id) => hearts.has(id)).length;
    const fiveOrMore = (sampling: Sampling) =>
      samplesOf(G, '2', '1', sampling).filter((hand) => trumps(hand) >= 5).length / SAMPLES;
    expect(fiveOrMore('informed')).toBeGreaterThan(0.95);
    expect(fiveOrMore('random')).toBeLessThan(0.7);
  });

  it("gives the declarer's opponents hands that match their calls: no 18 for the seat that passed at once", () => {
    const G = inPlay({ kind: 'grand', announcement: 'none', hand: false });
    const worth18 = (sampling: Sampling) =>
      samplesOf(G, '1', '2', sampling).filter((hand) => biddingLimit(hand) >= 18).length / SAMPLES;
    expect(worth18('informed')).toBeLessThan(0.02);
    expect(worth18('random')).toBeGreaterThan(worth18('informed') + 0.05);
  });

  it('gives the seat that bid 48 a stronger hand than random sampling does', () => {
    const G = inPlay({ kind: 'grand', announcement: 'none', hand: false });
    const limit = (sampling: Sampling) => average(samplesOf(G, '1', '0', sampling).map(biddingLimit));
    expect(limit('informed')).toBeGreaterThan(limit('random') + 10);
  });
});
