import { INVALID_MOVE } from 'boardgame.io/core';
import { trickWinner } from '@tabula/cards';
import { rulesFor } from './cards';
import { legalCards } from './play';
import { announce, bid, play } from './moves';
import { card, cards, moveContext, roundState } from './testState';
import type { DoppelkopfState } from './types';

const trickOf = (names: string, leader = '0') => ({
  leader,
  cards: cards(names).map((id, i) => ({ seat: String((Number(leader) + i) % 4), card: id })),
});

/** Plays each named card for the seat to act, failing the test on a refused card. */
function playAll(G: DoppelkopfState, names: string) {
  for (const id of cards(names)) {
    const result = play(moveContext(G, 'play', G.toAct), { card: id });
    if (result === INVALID_MOVE) throw new Error(`seat ${G.toAct} may not play card ${id}`);
  }
}

describe('ranking of the cards', () => {
  const normal = rulesFor('normal');
  it('puts the ten of hearts above the queen of clubs', () => {
    expect(trickWinner(trickOf('Q-clubs 10-hearts 9-diamonds A-diamonds'), normal)).toBe('1');
  });
  it('gives the trick to the first of two identical cards', () => {
    expect(trickWinner(trickOf("10-hearts 10-hearts' 9-diamonds A-diamonds"), normal)).toBe('0');
    expect(trickWinner(trickOf("A-spades A-spades' 10-spades K-spades"), normal)).toBe('0');
  });
  it('ranks the queens, then the jacks, then the diamonds as trumps in a normal game', () => {
    expect(trickWinner(trickOf('A-diamonds J-diamonds Q-diamonds J-clubs'), normal)).toBe('2');
    expect(trickWinner(trickOf("A-clubs 9-diamonds A-clubs' 10-clubs"), normal)).toBe('1');
  });
  it('counts the ten of hearts as a trump, not a heart', () => {
    const G = roundState({ hands: ['A-hearts', '10-hearts K-spades', '', ''], contract: { kind: 'normal' } });
    G.toAct = '0';
    G.hands['1'] = cards('10-hearts K-spades');
    playAll(G, 'A-hearts');
    // Seat 1 holds no plain heart: it may play any card, the ten of hearts included.
    expect(legalCards(G, 'play', '1')).toContain(card('10-hearts'));
    expect(legalCards(G, 'play', '1')).toContain(card('K-spades'));
  });
  it('keeps the ten of hearts on top in a hearts solo', () => {
    expect(trickWinner(trickOf('A-hearts 10-hearts Q-clubs 9-hearts'), rulesFor('soloHearts'))).toBe('1');
  });
  it('makes only the jacks trumps in a jack solo, the queens between nine and king', () => {
    const jacks = rulesFor('soloJacks');
    expect(trickWinner(trickOf('Q-spades 9-spades K-spades J-diamonds'), jacks)).toBe('3');
    expect(trickWinner(trickOf('9-spades Q-spades 10-hearts A-hearts'), jacks)).toBe('1');
    expect(trickWinner(trickOf('Q-spades K-spades 9-spades A-clubs'), jacks)).toBe('1');
  });
  it('makes only the queens trumps in a queen solo and has no trumps in an ace solo', () => {
    expect(trickWinner(trickOf('A-diamonds Q-diamonds 10-diamonds J-clubs'), rulesFor('soloQueens'))).toBe('1');
    expect(trickWinner(trickOf('J-spades Q-spades 10-hearts A-hearts'), rulesFor('soloAces'))).toBe('1');
    expect(rulesFor('soloAces').hasTrumps).toBe(false);
  });
});

describe('the bidding', () => {
  const bidding = () => roundState({ hands: ['Q-clubs', "Q-clubs'", '', ''] });
  const say = (G: DoppelkopfState, seat: string, call: string) => bid(moveContext(G, 'bidding', seat), call as never);

  it('plays a normal game when all four are healthy, the club queens Re', () => {
    const G = bidding();
    for (const seat of ['1', '2', '3', '0']) expect(say(G, seat, 'healthy')).toBeUndefined();
    expect(G.contract).toMatchObject({ kind: 'normal', declarer: null });
    expect(G.teams).toEqual({ 0: 're', 1: 're', 2: 'kontra', 3: 'kontra' });
    expect(G.shownSides).toEqual({});
    expect(G.toAct).toBe('1');
  });
  it('refuses calls out of turn or unknown', () => {
    const G = bidding();
    expect(say(G, '2', 'healthy')).toBe(INVALID_MOVE);
    expect(say(G, '1', 'soloQueens')).toBe(INVALID_MOVE);
    expect(say(G, '1', 'nonsense')).toBe(INVALID_MOVE);
    expect(G.bidding.calls).toEqual([]);
  });
  it('asks the dealer, the last to speak, to name its reservation instead of ending without a contract', () => {
    const G = bidding();
    for (const seat of ['1', '2', '3']) say(G, seat, 'healthy');
    say(G, '0', 'reservation');
    expect(G.contract).toBeNull();
    expect(G.toAct).toBe('0');
    expect(say(G, '0', 'marriage')).toBe(INVALID_MOVE);
    expect(say(G, '0', 'soloJacks')).toBeUndefined();
    expect(G.contract).toMatchObject({ kind: 'soloJacks', declarer: '0' });
    expect(G.shownSides).toEqual({ 0: 're', 1: 'kontra', 2: 'kontra', 3: 'kontra' });
  });
  it('lets only a holder of both club queens name a marriage, which a later solo outranks', () => {
    const G = roundState({ hands: ["Q-clubs Q-clubs'", '', '', ''], dealer: '3' });
    say(G, '0', 'reservation');
    say(G, '1', 'healthy');
    say(G, '2', 'reservation');
    say(G, '3', 'healthy');
    expect(say(G, '0', 'marriage')).toBeUndefined();
    expect(G.contract).toBeNull();
    expect(G.toAct).toBe('2');
    expect(say(G, '2', 'marriage')).toBe(INVALID_MOVE);
    say(G, '2', 'soloAces');
    expect(G.contract).toMatchObject({ kind: 'soloAces', declarer: '2' });
  });
  it('plays the first solo named: seat order decides between solos', () => {
    const G = roundState({ hands: ['', '', '', ''], dealer: '3' });
    for (const seat of ['0', '1', '2', '3']) say(G, seat, 'reservation');
    say(G, '0', 'soloDiamonds');
    expect(G.contract).toMatchObject({ kind: 'soloDiamonds', declarer: '0' });
  });
  it('stands a marriage named by the only holder', () => {
    const G = roundState({ hands: ['', "Q-clubs Q-clubs'", '', ''] });
    say(G, '1', 'reservation');
    for (const seat of ['2', '3', '0']) say(G, seat, 'healthy');
    say(G, '1', 'marriage');
    expect(G.contract).toMatchObject({ kind: 'marriage', declarer: '1', partner: null, decidedAt: 0 });
    expect(G.shownSides).toEqual({ 1: 're' });
  });
});

describe('the play', () => {
  it('refuses a card not in the hand, out of turn, or not following suit', () => {
    const G = roundState({ hands: ['A-spades', 'K-spades A-clubs', '', ''], contract: { kind: 'normal' } });
    G.toAct = '0';
    G.trick.leader = '0';
    expect(play(moveContext(G, 'play', '1'), { card: card('K-spades') })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '0'), { card: card('K-spades') })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '0'), { card: 999 })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '0'), null as never)).toBe(INVALID_MOVE);
    playAll(G, 'A-spades');
    expect(play(moveContext(G, 'play', '1'), { card: card('A-clubs') })).toBe(INVALID_MOVE);
    expect(G.trick.cards).toHaveLength(1);
    expect(G.toAct).toBe('1');
  });

  it('shows a club queen player as Re, and never the other Re player', () => {
    const G = roundState({ hands: ['Q-clubs', '9-diamonds', "Q-clubs'", 'J-diamonds'], contract: { kind: 'normal' } });
    G.toAct = '0';
    G.trick.leader = '0';
    playAll(G, 'Q-clubs');
    expect(G.shownSides).toEqual({ 0: 're' });
    expect(G.log.at(-1)).toMatchObject({ key: 'showsRe', seat: '0' });
  });

  it('turns a normal game into a silent solo when one seat plays both club queens', () => {
    const G = roundState({
      hands: ["Q-clubs Q-clubs'", '9-diamonds K-diamonds', 'J-diamonds J-spades', 'J-hearts 10-diamonds'],
      contract: { kind: 'normal' },
    });
    G.toAct = '0';
    G.trick.leader = '0';
    playAll(G, 'Q-clubs 9-diamonds J-diamonds J-hearts');
    expect(G.contract!.kind).toBe('normal');
    playAll(G, "Q-clubs' K-diamonds J-spades 10-diamonds");
    expect(G.contract).toMatchObject({ kind: 'silentSolo', declarer: '0' });
    expect(G.shownSides).toEqual({ 0: 're', 1: 'kontra', 2: 'kontra', 3: 'kontra' });
  });

  it('finds the marriage partner in the first trick another seat wins', () => {
    const G = roundState({
      hands: ["Q-clubs Q-clubs' 9-spades", 'A-diamonds A-spades', '9-diamonds 10-spades', 'K-diamonds K-spades'],
      contract: { kind: 'marriage', declarer: '0' },
    });
    G.toAct = '0';
    G.trick.leader = '0';
    playAll(G, 'Q-clubs A-diamonds 9-diamonds K-diamonds');
    expect(G.contract!.decidedAt).toBe(0);
    expect(legalAnnouncementsOf(G, '0')).toEqual([]);
    playAll(G, '9-spades A-spades 10-spades K-spades');
    expect(G.contract).toMatchObject({ partner: '1', decidedAt: 2 });
    expect(G.teams).toEqual({ 0: 're', 1: 're', 2: 'kontra', 3: 'kontra' });
    expect(G.shownSides).toEqual(G.teams);
  });

  it('leaves the marriage holder alone after three tricks won', () => {
    const G = roundState({
      hands: [
        "Q-clubs Q-clubs' 10-hearts",
        '9-diamonds K-diamonds A-diamonds',
        "9-diamonds' K-diamonds' A-diamonds'",
        'J-diamonds 10-diamonds Q-diamonds',
      ],
      contract: { kind: 'marriage', declarer: '0' },
    });
    G.toAct = '0';
    G.trick.leader = '0';
    playAll(
      G,
      "Q-clubs 9-diamonds 9-diamonds' J-diamonds Q-clubs' K-diamonds K-diamonds' 10-diamonds 10-hearts A-diamonds A-diamonds' Q-diamonds",
    );
    expect(G.contract).toMatchObject({ partner: null, decidedAt: 3 });
    expect(G.teams).toEqual({ 0: 're', 1: 'kontra', 2: 'kontra', 3: 'kontra' });
  });
});

import { legalAnnouncements } from './announcements';
const legalAnnouncementsOf = (G: DoppelkopfState, seat: string) => legalAnnouncements(G, 'play', seat);

describe('announcements', () => {
  const normal = () => {
    const G = roundState({
      hands: ['Q-clubs J-spades', 'J-hearts J-diamonds', "Q-clubs' 9-diamonds", 'K-diamonds A-diamonds'],
      contract: { kind: 'normal' },
    });
    G.toAct = '0';
    G.trick.leader = '0';
    return G;
  };
  it("lets a seat say its own side's word with eleven cards or more and every step up to Schwarz, on its turn or not", () => {
    const G = normal();
    expect(legalAnnouncementsOf(G, '0')).toEqual(['re', 'no90', 'no60', 'no30', 'schwarz']);
    expect(legalAnnouncementsOf(G, '1')).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    expect(announce(moveContext(G, 'play', '1'), 're')).toBe(INVALID_MOVE);
    expect(announce(moveContext(G, 'play', '0'), 'kontra')).toBe(INVALID_MOVE);
    expect(announce(moveContext(G, 'play', '0'), 're')).toBeUndefined();
    expect(G.levels).toEqual({ re: 1, kontra: 0 });
    expect(G.shownSides).toEqual({ 0: 're' });
    expect(G.toAct).toBe('0');
  });
  it('accepts Re at eleven cards and refuses it at ten', () => {
    const G = normal();
    playAll(G, 'J-spades J-hearts 9-diamonds K-diamonds');
    expect(G.hands['0']).toHaveLength(11);
    expect(legalAnnouncementsOf(G, '0')).toContain('re');
    playAll(G, "Q-clubs J-diamonds Q-clubs' A-diamonds");
    expect(G.toAct).toBe('0');
    expect(G.hands['0']).toHaveLength(10);
    expect(legalAnnouncementsOf(G, '0')).toEqual([]);
    expect(announce(moveContext(G, 'play', '0'), 're')).toBe(INVALID_MOVE);
  });
  it('gives a reply to the other side one card more: Kontra at ten cards after a Re', () => {
    const G = normal();
    G.levels.re = 1;
    G.hands['1'] = G.hands['1']!.slice(0, 10);
    G.toAct = '1';
    expect(legalAnnouncementsOf(G, '1')).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    G.hands['1'] = G.hands['1']!.slice(0, 9);
    expect(legalAnnouncementsOf(G, '1')).toEqual([]);
    // Against a No 90 the reply runs one card longer again; No 90 itself (ten cards) is past.
    G.levels.re = 2;
    expect(legalAnnouncementsOf(G, '1')).toEqual(['kontra']);
  });
  it('moves every deadline by the tricks a marriage took to decide', () => {
    const G = normal();
    G.contract = { kind: 'marriage', declarer: '0', partner: '2', decidedAt: 2 };
    G.hands['0'] = G.hands['0']!.slice(0, 9);
    expect(legalAnnouncementsOf(G, '0')).toEqual(['re', 'no90', 'no60', 'no30', 'schwarz']);
    G.hands['0'] = G.hands['0']!.slice(0, 8);
    expect(legalAnnouncementsOf(G, '0')).toEqual([]);
  });
});
