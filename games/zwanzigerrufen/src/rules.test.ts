import { INVALID_MOVE } from 'boardgame.io/core';
import { legalAnnouncements } from './announcements';
import { legalBids } from './bidding';
import { pointsOfCards, PACK } from './cards';
import { needsRedeal } from './deal';
import { announce, bid, play } from './moves';
import { legalCards, trickWinner } from './play';
import { card, cards, dealState, moveContext } from './testState';
import type { ZwanzigerrufenState } from './types';

// Seat 0 deals; seat 1 (forehand) lacks XX, which seat 0 holds.
const HANDS = [
  'Skus T21 T20 T19 T18 K-hearts Q-hearts C-hearts J-hearts low-hearts',
  'T17 T16 T15 T14 T13 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
  'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
  'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
];

const bidBy = (G: ZwanzigerrufenState, seat: string, call: string) => bid(moveContext(G, 'bidding', seat), call as never);
const announceBy = (G: ZwanzigerrufenState, seat: string, call: string) =>
  announce(moveContext(G, 'announcing', seat), call as never);
const playBy = (G: ZwanzigerrufenState, seat: string, name: string) => play(moveContext(G, 'play', seat), { card: card(name) });
const unchanged = (G: ZwanzigerrufenState, attempt: () => unknown) => {
  const before = JSON.stringify(G);
  expect(attempt()).toBe(INVALID_MOVE);
  expect(JSON.stringify(G)).toBe(before);
};

describe('the pack', () => {
  it('has 40 cards worth 88 points: 20 tarocks without II and III, five cards a suit', () => {
    expect(new Set(PACK).size).toBe(40);
    expect(pointsOfCards(PACK)).toBe(88);
    expect(pointsOfCards(cards('Skus T21 T1 T20 K-hearts Q-hearts C-hearts J-hearts low-hearts'))).toBe(
      5 * 3 + 1 + 5 + 4 + 3 + 2,
    );
  });

  it('deals again for a hand without a tarock or with a lone Trull card', () => {
    expect(needsRedeal(cards('Skus K-hearts Q-hearts C-hearts J-hearts low-hearts K-clubs Q-clubs C-clubs J-clubs'))).toBe(true);
    expect(needsRedeal(cards('T1 K-hearts Q-hearts C-hearts J-hearts low-hearts K-clubs Q-clubs C-clubs J-clubs'))).toBe(true);
    expect(needsRedeal(cards('low-spades K-hearts Q-hearts C-hearts J-hearts low-hearts K-clubs Q-clubs C-clubs J-clubs'))).toBe(
      true,
    );
    expect(needsRedeal(cards('T4 K-hearts Q-hearts C-hearts J-hearts low-hearts K-clubs Q-clubs C-clubs J-clubs'))).toBe(false);
    expect(needsRedeal(cards('Skus T1 Q-hearts C-hearts J-hearts low-hearts K-clubs Q-clubs C-clubs J-clubs'))).toBe(false);
  });
});

describe('bidding', () => {
  it('makes forehand bid (no pass before a Normal game) and calls the XX it lacks', () => {
    const G = dealState({ hands: HANDS });
    expect(legalBids(G, '1')).toEqual(['normal', 'suitSolo', 'solo']);
    expect(legalBids(G, '2')).toEqual([]);
    unchanged(G, () => bidBy(G, '1', 'pass'));
    unchanged(G, () => bidBy(G, '2', 'normal'));
    bidBy(G, '1', 'normal');
    expect(G.bidding.history).toEqual([{ seat: '1', call: 'normal', calledRank: '20' }]);
    // Normal once only; Suit Solo needs five suit cards, which seat 2 has.
    expect(legalBids(G, '2')).toEqual(['pass', 'suitSolo', 'solo']);
    for (const seat of ['2', '3', '0']) bidBy(G, seat, 'pass');
    expect(G.contract).toEqual({ kind: 'normal', taker: '1', calledRank: '20' });
    expect(G.partner).toBe('0');
    // The announcements start after the last bidder.
    expect(G.toAct).toBe('1');
  });

  it('calls the next lower tarock the bidder lacks, and refuses Normal to a hand with XVI to XX', () => {
    const G = dealState({
      hands: [
        'Skus T21 T15 T14 T13 K-hearts Q-hearts C-hearts J-hearts low-hearts',
        'T20 T19 T18 T17 T16 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
        'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
        'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
      ],
    });
    expect(legalBids(G, '1')).toEqual(['suitSolo', 'solo']);
    unchanged(G, () => bidBy(G, '1', 'normal'));
    const other = dealState({ hands: [HANDS[0]!.replace('T20', 'T17'), HANDS[1]!.replace('T17', 'T20'), HANDS[2]!, HANDS[3]!] });
    bidBy(other, '1', 'normal');
    expect(other.bidding.history[0]!.calledRank).toBe('19');
  });

  it('allows a Suit Solo only with five suit cards, and only Pass or Solo over it; a Solo ends the bidding', () => {
    const G = dealState({
      hands: [
        'Skus T21 T20 T19 T18 T17 T16 T15 J-hearts low-hearts',
        'T14 T13 T12 T11 T10 T9 K-diamonds Q-diamonds C-diamonds J-diamonds',
        'T8 T7 K-hearts Q-hearts C-hearts K-clubs Q-clubs C-clubs J-clubs low-clubs',
        'T6 T5 T4 T1 low-diamonds C-spades J-spades low-spades K-spades Q-spades',
      ],
    });
    expect(legalBids(G, '1')).toEqual(['normal', 'solo']);
    bidBy(G, '1', 'normal');
    bidBy(G, '2', 'suitSolo');
    expect(legalBids(G, '3')).toEqual(['pass', 'solo']);
    bidBy(G, '3', 'pass');
    // Seat 0 holds XVI to XX and only two suit cards: Pass or Solo.
    expect(legalBids(G, '0')).toEqual(['pass', 'solo']);
    bidBy(G, '0', 'pass');
    expect(legalBids(G, '1')).toEqual(['pass', 'solo']);
    bidBy(G, '1', 'solo');
    expect(G.contract).toEqual({ kind: 'solo', taker: '1', calledRank: null });
    expect(G.partner).toBeNull();
  });

  it('gives the Suit Solo to its bidder when the others pass', () => {
    const G = dealState({ hands: HANDS });
    bidBy(G, '1', 'normal');
    bidBy(G, '2', 'suitSolo');
    bidBy(G, '3', 'pass');
    bidBy(G, '0', 'pass');
    expect(G.contract).toBeNull();
    bidBy(G, '1', 'pass');
    expect(G.contract).toEqual({ kind: 'suitSolo', taker: '2', calledRank: null });
  });
});

describe('announcements', () => {
  const normalGame = () => dealState({ hands: HANDS, contract: { kind: 'normal', taker: '1', calledRank: '20' } });

  it('lets the opponents say Contra on the game, the takers Recontra, and only the holder of I announce Pagat', () => {
    const G = normalGame();
    G.toAct = '2';
    expect(legalAnnouncements(G, '2')).toEqual([
      'pass',
      'announce:absolut',
      'announce:valat',
      'announce:trull',
      'announce:kings',
      'announce:mond',
      'raise:takers:game',
    ]);
    expect(legalAnnouncements(G, '1')).toEqual([]);
    announceBy(G, '2', 'raise:takers:game');
    expect(G.announcements[0]).toMatchObject({ item: 'game', level: 2, raisedBy: ['2'] });
    expect(legalAnnouncements(G, '3')).toContain('announce:pagat');
    unchanged(G, () => announceBy(G, '3', 'raise:takers:game'));
    announceBy(G, '3', 'pass');
    // The partner (seat 0, holding XX) may Recontra: it is then known.
    expect(legalAnnouncements(G, '0')).toContain('raise:takers:game');
    expect(legalAnnouncements(G, '0')).not.toContain('announce:pagat');
    announceBy(G, '0', 'raise:takers:game');
    expect(G.announcements[0]!.level).toBe(4);
    expect(G.partnerRevealed).toBe(true);
    expect(G.log.map((line) => line.key)).toContain('partnerKnown');
  });

  it('ends after four passes in a row', () => {
    const G = normalGame();
    const events = ['1', '2', '3', '0'].map((seat) => {
      const context = moveContext(G, 'announcing', seat);
      announce(context, 'pass');
      return context.events.endPhase.mock.calls.length;
    });
    expect(events).toEqual([0, 0, 0, 1]);
  });

  it('lets a Valat cancel Absolut and Pagat of both sides, after which only Valat is raised', () => {
    const G = normalGame();
    G.toAct = '3';
    announceBy(G, '3', 'announce:pagat');
    announceBy(G, '0', 'announce:absolut');
    announceBy(G, '1', 'announce:valat');
    expect(G.announcements.map((a) => `${a.side}:${a.item}`)).toEqual(['takers:game', 'takers:valat']);
    expect(legalAnnouncements(G, '2')).toEqual(['pass', 'announce:valat', 'raise:takers:valat']);
  });

  it('ends at once when a Valat reaches Resupra', () => {
    const G = normalGame();
    const steps: Array<[string, string]> = [
      ['1', 'announce:valat'],
      ['2', 'raise:takers:valat'],
      ['3', 'pass'],
      ['0', 'raise:takers:valat'],
      ['1', 'pass'],
      ['2', 'raise:takers:valat'],
      ['3', 'pass'],
    ];
    for (const [seat, call] of steps) announceBy(G, seat, call);
    const context = moveContext(G, 'announcing', '0');
    announce(context, 'raise:takers:valat' as never);
    expect(G.announcements[1]!.level).toBe(16);
    expect(context.events.endPhase).toHaveBeenCalled();
  });
});

describe('play', () => {
  const inPlay = (kind: 'normal' | 'suitSolo' | 'solo', hands = HANDS) => {
    const G = dealState({ hands, contract: { kind, taker: '1', calledRank: kind === 'normal' ? '20' : undefined } });
    return G;
  };

  it('refuses a card out of turn, not in hand, or not following suit; a void seat must play a tarock', () => {
    const G = inPlay('normal');
    unchanged(G, () => playBy(G, '2', 'T12'));
    unchanged(G, () => playBy(G, '1', 'T12'));
    unchanged(G, () => play(moveContext(G, 'play', '1'), { card: 999 }));
    unchanged(G, () => play(moveContext(G, 'play', '1'), null as never));
    playBy(G, '1', 'K-diamonds');
    // Seat 2 has no diamonds: tarocks only.
    expect(legalCards(G, 'play', '2')).toEqual(cards('T12 T11 T10 T9 T8'));
    unchanged(G, () => playBy(G, '2', 'K-clubs'));
    playBy(G, '2', 'T8');
    playBy(G, '3', 'T4');
    playBy(G, '0', 'T18');
    expect(G.tricks[0]!.winner).toBe('0');
  });

  it("gives the Emperor's trick (Sküs, XXI and I together) to the Pagat", () => {
    const G = inPlay('normal');
    const trick = {
      leader: '0',
      cards: [
        { seat: '0', card: card('Skus') },
        { seat: '1', card: card('T21') },
        { seat: '2', card: card('T12') },
        { seat: '3', card: card('T1') },
      ],
    };
    expect(trickWinner(G, trick)).toBe('3');
    expect(trickWinner(G, { ...trick, cards: trick.cards.slice(0, 3) })).toBe('0');
  });

  it('in a Suit Solo: no tarock lead while holding a suit card, and a tarock on a suit lead does not win', () => {
    const G = inPlay('suitSolo');
    expect(legalCards(G, 'play', '1')).toEqual(cards('K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds'));
    unchanged(G, () => playBy(G, '1', 'T17'));
    playBy(G, '1', 'low-diamonds');
    // Void in diamonds: still a tarock, which does not take the trick.
    expect(legalCards(G, 'play', '2')).toEqual(cards('T12 T11 T10 T9 T8'));
    playBy(G, '2', 'T12');
    playBy(G, '3', 'T7');
    playBy(G, '0', 'Skus');
    expect(G.tricks[0]!.winner).toBe('1');
    // With only tarocks left the leader may lead one.
    const onlyTarocks = inPlay('suitSolo', [HANDS[0]!, HANDS[2]!, HANDS[1]!, HANDS[3]!]);
    onlyTarocks.hands['1'] = cards('T12 T11');
    expect(legalCards(onlyTarocks, 'play', '1')).toEqual(cards('T12 T11'));
  });

  it('makes the partner known when the called tarock is played', () => {
    const G = inPlay('normal');
    playBy(G, '1', 'T13');
    playBy(G, '2', 'T8');
    playBy(G, '3', 'T1');
    expect(G.partnerRevealed).toBe(false);
    playBy(G, '0', 'T20');
    expect(G.partnerRevealed).toBe(true);
    expect(G.log.find((line) => line.key === 'partnerKnown')).toEqual({ key: 'partnerKnown', seat: '0' });
  });
});
