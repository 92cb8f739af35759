import type { Ctx } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { secretsSeenIn } from '@tabula/game-kit/testing';
import { legalBids } from './bidding';
import { callableCards } from './calling';
import { discardableCards } from './discard';
import { bid, callCard, discard, poignee, slam } from './moves';
import { enumerateMoves } from './enumerate';
import { legalPoignees, poigneeCards, poigneeChoices, showableCards } from './poignee';
import { secretsFor } from './secrets';
import { card, cards, dealState, moveContext } from './testState';
import { playerView } from './view';

const FOUR_HANDS = ['1h', '2h', '3h', '4h'];

describe('bidding', () => {
  it('lets each seat speak once, from forehand, only higher than every bid before', () => {
    const G = dealState({ hands: FOUR_HANDS });
    expect(legalBids(G, '1')).toEqual(['pass', 'petite', 'garde', 'gardeSans', 'gardeContre']);
    expect(legalBids(G, '2')).toEqual([]);
    bid(moveContext(G, 'bidding', '1'), 'garde');
    expect(legalBids(G, '2')).toEqual(['pass', 'gardeSans', 'gardeContre']);
    const before = JSON.stringify(G);
    expect(bid(moveContext(G, 'bidding', '2'), 'petite')).toBe(INVALID_MOVE);
    expect(bid(moveContext(G, 'bidding', '2'), 'garde')).toBe(INVALID_MOVE);
    expect(bid(moveContext(G, 'bidding', '3'), 'gardeSans')).toBe(INVALID_MOVE);
    expect(bid(moveContext(G, 'bidding', '2'), 'slam' as never)).toBe(INVALID_MOVE);
    expect(JSON.stringify(G)).toBe(before);
    for (const seat of ['2', '3']) bid(moveContext(G, 'bidding', seat), 'pass');
    const last = moveContext(G, 'bidding', '0');
    bid(last, 'pass');
    expect(G.contract).toMatchObject({ kind: 'garde', taker: '1' });
    expect(last.events.endPhase).toHaveBeenCalled();
    // The taker may not speak again.
    expect(legalBids(G, '1')).toEqual([]);
  });

  it('ends at once on a garde contre', () => {
    const G = dealState({ hands: FOUR_HANDS });
    bid(moveContext(G, 'bidding', '1'), 'gardeContre');
    expect(G.contract).toMatchObject({ kind: 'gardeContre', taker: '1' });
  });

  it('throws the deal in when every seat passes', () => {
    const G = dealState({ hands: FOUR_HANDS });
    let last = moveContext(G, 'bidding', '1');
    for (const seat of ['1', '2', '3', '0']) {
      last = moveContext(G, 'bidding', seat);
      bid(last, 'pass');
    }
    expect(G.contract).toBeNull();
    expect(last.events.endPhase).toHaveBeenCalled();
    expect(G.log.map((line) => line.key)).toContain('allPassed');
  });
});

describe('calling a king (five players)', () => {
  it('offers the four kings, and the queens too to a taker holding every king', () => {
    expect(callableCards(cards('Kh 2s'))).toEqual(cards('Kc Ks Kh Kd'));
    expect(callableCards(cards('Kh Kc Ks Kd'))).toEqual(cards('Kc Ks Kh Kd Qc Qs Qh Qd'));
  });

  it('makes the holder the secret partner, and the taker alone when it is in the chien or their hand', () => {
    const hands = ['Kh', '2h', 'Ks', '4h', '5h'];
    const G = dealState({ hands, kitty: 'Kc', contract: { taker: '1', ready: false }, toAct: '1' });
    callCard(moveContext(G, 'call', '1'), { card: card('Ks') });
    expect(G.partner).toBe('2');
    const alone = dealState({ hands, kitty: 'Kc', contract: { taker: '1', ready: false }, toAct: '1' });
    callCard(moveContext(alone, 'call', '1'), { card: card('Kc') });
    expect(alone.partner).toBeNull();
    const refused = dealState({ hands, kitty: 'Kc', contract: { taker: '1', ready: false }, toAct: '1' });
    expect(callCard(moveContext(refused, 'call', '1'), { card: card('Qs') })).toBe(INVALID_MOVE);
    expect(callCard(moveContext(refused, 'call', '0'), { card: card('Ks') })).toBe(INVALID_MOVE);
  });
});

describe('the discard', () => {
  it('never takes a king or an oudler, and a trump only when nothing else may go', () => {
    expect(discardableCards(cards('Kh T1 T21 EX T5 2s 3s'), 2)).toEqual(cards('2s 3s'));
    expect(discardableCards(cards('Kh T1 T21 EX T5 2s 3s'), 3)).toEqual(cards('T5 2s 3s'));
    expect(discardableCards(cards('Kh T1'), 1)).toEqual([]);
  });

  it('puts cards aside one at a time, showing the trumps, and ends after as many as the chien held', () => {
    const G = dealState({
      hands: ['Kh T1 T21 EX T5 2s', '1h', '2h', '3h'],
      kitty: '4s 5s 6s 7s 8s 9s',
      contract: { taker: '0', kind: 'garde', ready: false },
      toAct: '0',
    });
    G.hands['0'] = cards('Kh T1 T21 EX T5 T6 T7 2s 4s 5s 6s 7s 8s');
    expect(discard(moveContext(G, 'discard', '0'), { card: card('T5') })).toBe(INVALID_MOVE);
    expect(discard(moveContext(G, 'discard', '0'), { card: card('Kh') })).toBe(INVALID_MOVE);
    expect(discard(moveContext(G, 'discard', '1'), { card: card('1h') })).toBe(INVALID_MOVE);
    // Five cards other than trumps, kings and oudlers: one trump has to go, and is shown.
    G.hands['0'] = cards('Kh T1 T21 EX T5 T6 T7 2s 4s 5s 6s 7s');
    discard(moveContext(G, 'discard', '0'), { card: card('T5') });
    expect(discard(moveContext(G, 'discard', '0'), { card: card('T6') })).toBe(INVALID_MOVE);
    for (const name of ['2s', '4s', '5s', '6s']) discard(moveContext(G, 'discard', '0'), { card: card(name) });
    const last = moveContext(G, 'discard', '0');
    expect(discard(last, { card: card('T1') })).toBe(INVALID_MOVE);
    discard(last, { card: card('7s') });
    expect(G.trumpDiscards).toEqual(cards('T5'));
    expect(G.discards).toHaveLength(6);
    expect(last.events.endPhase).toHaveBeenCalled();
  });
});

describe('the slam announcement', () => {
  it('is the taker’s alone, yes or no', () => {
    const G = dealState({ hands: FOUR_HANDS, contract: { taker: '2', ready: false }, toAct: '2' });
    expect(slam(moveContext(G, 'slam', '1'), true)).toBe(INVALID_MOVE);
    expect(slam(moveContext(G, 'slam', '2'), 'yes' as never)).toBe(INVALID_MOVE);
    slam(moveContext(G, 'slam', '2'), true);
    expect(G.contract).toMatchObject({ slam: true, ready: true });
  });
});

describe('poignées', () => {
  const tenTrumps = 'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11';

  it('need 10, 13, 15 trumps at four (8, 10, 13 at five; 13, 15, 18 at three)', () => {
    const G = dealState({ hands: [`${tenTrumps} 2s`, '1h', '2h', '3h'], contract: { taker: '1' }, toAct: '0' });
    expect(legalPoignees(G, 'play', '0')).toEqual(['single']);
    const five = dealState({ hands: [`${tenTrumps} 2s`, '1h', '2h', '3h', '4h'], contract: { taker: '1' }, toAct: '0' });
    expect(legalPoignees(five, 'play', '0')).toEqual(['single', 'double']);
    const three = dealState({ hands: [`${tenTrumps} 2s`, '1h', '2h'], contract: { taker: '1' }, toAct: '0' });
    expect(legalPoignees(three, 'play', '0')).toEqual([]);
  });

  it('show the Excuse only as the last card, when the other trumps are too few', () => {
    expect(poigneeCards(cards(`${tenTrumps} EX`), 10)).not.toContain(card('EX'));
    expect(poigneeCards(cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 EX'), 10)).toContain(card('EX'));
    expect(poigneeCards(cards('T2 T3 T4 T5 T6 T7 T8 T9 EX'), 10)).toEqual([]);
  });

  it('are shown once, before the seat’s first card of the first trick', () => {
    const G = dealState({ hands: [`${tenTrumps} 2s`, '1h', '2h', '3h'], contract: { taker: '1' }, toAct: '0' });
    const single = { level: 'single' as const, cards: cards(tenTrumps) };
    expect(poignee(moveContext(G, 'play', '0'), { ...single, level: 'double' })).toBe(INVALID_MOVE);
    expect(poignee(moveContext(G, 'play', '1'), single)).toBe(INVALID_MOVE);
    expect(poignee(moveContext(G, 'play', '0'), 'single' as never)).toBe(INVALID_MOVE);
    poignee(moveContext(G, 'play', '0'), single);
    expect(G.shownPoignee?.cards).toEqual(cards(tenTrumps));
    expect(poignee(moveContext(G, 'play', '0'), single)).toBe(INVALID_MOVE);
  });
});

describe('choosing the poignée’s trumps', () => {
  // Twelve trumps and the Excuse at four players: a single poignée shows 10 of the 12, never the Excuse;
  // a double (13) all twelve and the Excuse.
  const hand = 'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T21 EX 2s Kh 3d 4d 5c';
  const fresh = () => dealState({ hands: [hand, '1h', '2h', '3h'], contract: { taker: '1' }, toAct: '0' });

  it('shows exactly the trumps the player chose, to everyone, and no more', () => {
    const G = fresh();
    const chosen = cards('T3 T4 T5 T6 T7 T8 T9 T10 T12 T21');
    poignee(moveContext(G, 'play', '0'), { level: 'single', cards: chosen });
    expect(G.shownPoignee).toEqual({ seat: '0', level: 'single', cards: chosen });
    expect(G.poignees).toEqual([{ seat: '0', level: 'single', cards: chosen }]);
    const spectator = playerView({ G, ctx: { gameover: undefined } as Ctx, playerID: null });
    expect(secretsSeenIn(spectator, secretsFor(G, { gameover: undefined } as Ctx, null))).toEqual([]);
    // T2, T11, the Excuse and the rest of the hand stay secret.
    const secrets = secretsFor(G, { gameover: undefined } as Ctx, '1');
    expect(secretsSeenIn({ hand: cards('T2') }, secrets)).toHaveLength(1);
    expect(secretsSeenIn({ hand: cards('EX') }, secrets)).toHaveLength(1);
    expect(secretsSeenIn({ hand: chosen }, secrets)).toEqual([]);
  });

  it('refuses a choice of the wrong size, a repeated card, a card not in the hand or not a trump', () => {
    const refused = [
      cards('T3 T4 T5 T6 T7 T8 T9 T10 T12'),
      cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12'),
      cards('T3 T3 T4 T5 T6 T7 T8 T9 T10 T12'),
      cards('T13 T4 T5 T6 T7 T8 T9 T10 T12 T21'),
      cards('Kh T4 T5 T6 T7 T8 T9 T10 T12 T21'),
      [999, ...cards('T4 T5 T6 T7 T8 T9 T10 T12 T21')],
      'T2' as never,
    ];
    for (const choice of refused) {
      const G = fresh();
      expect(poignee(moveContext(G, 'play', '0'), { level: 'single', cards: choice })).toBe(INVALID_MOVE);
      expect(G.poignees).toEqual([]);
    }
  });

  it('refuses the Excuse while another trump could complete the poignée, and takes it beside every other trump', () => {
    const G = fresh();
    const withExcuse = cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 EX');
    expect(poignee(moveContext(G, 'play', '0'), { level: 'single', cards: withExcuse })).toBe(INVALID_MOVE);
    expect(showableCards(cards(hand), 10)).not.toContain(card('EX'));
    const nine = dealState({
      hands: ['T2 T3 T4 T5 T6 T7 T8 T9 T10 EX 2s', '1h', '2h', '3h'],
      contract: { taker: '1' },
      toAct: '0',
    });
    poignee(moveContext(nine, 'play', '0'), { level: 'single', cards: withExcuse });
    expect(nine.shownPoignee?.cards).toEqual(withExcuse);
  });

  it('lists at most two choices a level for the computer and random play: the lowest trumps and the highest', () => {
    const G = fresh();
    const ctx = { phase: 'play', currentPlayer: '0', activePlayers: null } as unknown as Ctx;
    const listed = enumerateMoves(G, ctx, '0').filter((option) => option.move === 'poignee');
    expect(listed.map((option) => option.args)).toEqual([
      [{ level: 'single', cards: cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 T11') }],
      [{ level: 'single', cards: cards('T4 T5 T6 T7 T8 T9 T10 T11 T12 T21') }],
      // Thirteen with the Excuse: every trump and the Excuse, the one choice.
      [{ level: 'double', cards: cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T21 EX') }],
    ]);
    expect(poigneeChoices(cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 EX'), 10)).toEqual([cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 EX')]);
    for (const option of listed) expect(poignee(moveContext(fresh(), 'play', '0'), option.args[0] as never)).toBeUndefined();
  });
});
