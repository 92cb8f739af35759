import { INVALID_MOVE } from 'boardgame.io/core';
import { legalBids } from './bidding';
import { bid, contra, declare, nextRound, play, quit, re } from './moves';
import { legalCards } from './play';
import { runningTrumps } from './scoring';
import { card, cards, dealState, moveContext } from './testState';
import type { SchafkopfState } from './types';
import { playerView } from './view';

const snapshot = (G: SchafkopfState) => JSON.stringify(G);

/** Plays cards in turn from the seat to act, checking each is accepted. */
function playAll(G: SchafkopfState, names: string[]) {
  for (const name of names) {
    const seat = G.toAct;
    expect({ seat, name, result: play(moveContext(G, 'play', seat), { card: card(name, G.seats.length) }) }).toEqual({
      seat,
      name,
      result: undefined,
    });
  }
}

// Seat 0 deals, so seat 1 is forehand and leads.
const RUFSPIEL_HANDS = [
  'A-leaves 10-leaves K-leaves 9-leaves 8-leaves A-bells 7-hearts O-bells', // 0: partner (holds the called ace of leaves), 5 leaves
  'O-acorns O-leaves U-acorns A-hearts 10-hearts 7-leaves 7-acorns 8-acorns', // 1: taker, calls leaves
  'O-hearts U-leaves U-hearts K-hearts 9-hearts A-acorns 10-acorns K-acorns', // 2
  'U-bells 8-hearts 9-acorns 10-bells K-bells 9-bells 8-bells 7-bells', // 3
];

describe('bidding', () => {
  it('asks every seat "Pass" or "I\'m playing" from forehand, then lets only those who play name a contract', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    expect(legalBids(G, '1')).toEqual(['pass', 'play']);
    expect(bid(moveContext(G, 'bidding', '2'), 'play')).toBe(INVALID_MOVE);
    bid(moveContext(G, 'bidding', '1'), 'play');
    bid(moveContext(G, 'bidding', '2'), 'pass');
    bid(moveContext(G, 'bidding', '3'), 'play');
    bid(moveContext(G, 'bidding', '0'), 'pass');
    expect(G.bidding.bidders).toEqual(['1', '3']);
    expect(G.toAct).toBe('1');
    expect(legalBids(G, '1')).toEqual(['pass', 'rufspiel', 'bettel', 'wenz', 'solo']);
    bid(moveContext(G, 'bidding', '1'), 'wenz');
    // Only a higher contract: a Solo, or pass.
    expect(legalBids(G, '3')).toEqual(['pass', 'solo']);
    const before = snapshot(G);
    expect(bid(moveContext(G, 'bidding', '3'), 'bettel')).toBe(INVALID_MOVE);
    expect(snapshot(G)).toBe(before);
    const ctx = moveContext(G, 'bidding', '3');
    bid(ctx, 'pass');
    expect(G.contract).toMatchObject({ kind: 'wenz', taker: '1', declared: false });
    expect(ctx.events.endPhase).toHaveBeenCalled();
  });

  it('does not let the last seat still bidding pass', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    for (const [seat, call] of [
      ['1', 'pass'],
      ['2', 'play'],
      ['3', 'pass'],
      ['0', 'pass'],
    ] as const)
      bid(moveContext(G, 'bidding', seat), call);
    expect(legalBids(G, '2')).not.toContain('pass');
    expect(bid(moveContext(G, 'bidding', '2'), 'pass')).toBe(INVALID_MOVE);
    bid(moveContext(G, 'bidding', '2'), 'bettel');
    expect(G.contract).toMatchObject({ kind: 'bettel', taker: '2', declared: true });
  });

  it('ends the bidding at once on a Solo', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    for (const seat of ['1', '2', '3', '0']) bid(moveContext(G, 'bidding', seat), 'play');
    bid(moveContext(G, 'bidding', '1'), 'solo');
    expect(G.contract).toMatchObject({ kind: 'solo', taker: '1' });
  });

  it('throws the deal in when every seat passes', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    const contexts = ['1', '2', '3', '0'].map((seat) => moveContext(G, 'bidding', seat));
    for (const context of contexts) bid(context, 'pass');
    expect(G.bidding.round).toBe('allPassed');
    expect(G.thrownIn).toBe(1);
    expect(G.contract).toBeNull();
    expect(contexts[3]!.events.endPhase).toHaveBeenCalled();
  });

  it('refuses a call from a seat whose turn it is not, or a call that is not one', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    const before = snapshot(G);
    expect(bid(moveContext(G, 'bidding', '3'), 'play')).toBe(INVALID_MOVE);
    expect(bid(moveContext(G, 'bidding', '1'), 'grand' as never)).toBe(INVALID_MOVE);
    expect(bid(moveContext(G, 'bidding', '1'), 'solo')).toBe(INVALID_MOVE);
    expect(snapshot(G)).toBe(before);
  });
});

describe('declaring', () => {
  it('calls only an ace the taker may call; finds the partner secretly', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    G.contract = { kind: 'rufspiel', taker: '1', calledSuit: null, trumpSuit: null, tout: false, declared: false };
    G.toAct = '1';
    // Taker 1 holds plain leaves and acorns; bells: none.
    expect(declare(moveContext(G, 'declare', '1'), { suit: 'bells' })).toBe(INVALID_MOVE);
    expect(declare(moveContext(G, 'declare', '1'), { suit: 'hearts' })).toBe(INVALID_MOVE);
    expect(declare(moveContext(G, 'declare', '1'), { suit: 'leaves', tout: true })).toBe(INVALID_MOVE);
    expect(declare(moveContext(G, 'declare', '2'), { suit: 'leaves' })).toBe(INVALID_MOVE);
    expect(declare(moveContext(G, 'declare', '1'), { suit: 'leaves' })).toBeUndefined();
    expect(G.partner).toBe('0');
    expect(playerView({ G, ctx: { gameover: undefined } as never, playerID: '2' }).partner).toBeNull();
    expect(playerView({ G, ctx: { gameover: undefined } as never, playerID: null }).partner).toBeNull();
  });

  it('lets any solo player announce Tout: Solo with a trump suit, Wenz', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    G.contract = { kind: 'wenz', taker: '3', calledSuit: null, trumpSuit: null, tout: false, declared: false };
    G.toAct = '3';
    // Seat 3 has no Eichel-Ober: Tout is still allowed (standard rule).
    expect(declare(moveContext(G, 'declare', '3'), { tout: true })).toBeUndefined();
    expect(G.contract.tout).toBe(true);
    const solo = dealState({ hands: RUFSPIEL_HANDS });
    solo.contract = { kind: 'solo', taker: '3', calledSuit: null, trumpSuit: null, tout: false, declared: false };
    solo.toAct = '3';
    expect(declare(moveContext(solo, 'declare', '3'), { suit: 'leaves', tout: true })).toBe(INVALID_MOVE);
    expect(declare(moveContext(solo, 'declare', '3'), { suit: 'bells', tout: true })).toBeUndefined();
    expect(solo.contract).toMatchObject({ trumpSuit: 'bells', tout: true });
  });
});

describe('the called ace', () => {
  const rufspiel = () => dealState({ hands: RUFSPIEL_HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });

  it('must be played when the called suit is led', () => {
    const G = rufspiel();
    playAll(G, ['7-leaves']);
    // Seat 2 has no leaves; seat 3 neither; seat 0, the partner, must play the ace.
    playAll(G, ['U-leaves', '8-hearts']);
    expect(legalCards(G, 'play', '0')).toEqual([card('A-leaves')]);
    const before = snapshot(G);
    expect(play(moveContext(G, 'play', '0'), { card: card('10-leaves') })).toBe(INVALID_MOVE);
    expect(snapshot(G)).toBe(before);
    playAll(G, ['A-leaves']);
    expect(G.partnerRevealed).toBe(true);
    expect(playerView({ G, ctx: { gameover: undefined } as never, playerID: '2' }).partner).toBe('0');
  });

  it('may not be discarded on another suit before the called suit has been led', () => {
    const G = rufspiel();
    G.hands['0'] = cards('A-leaves 10-leaves K-leaves 9-leaves 8-leaves A-bells 7-hearts 7-acorns').filter(
      (c) => c !== card('7-acorns'),
    );
    // Acorns led: the partner holds none and may play anything but the called ace.
    playAll(G, ['7-acorns', 'A-acorns', '9-acorns']);
    expect(legalCards(G, 'play', '0')).not.toContain(card('A-leaves'));
    expect(legalCards(G, 'play', '0')).toContain(card('10-leaves'));
  });

  it('may be led away from (running away) only with four or more cards of the called suit', () => {
    const G = rufspiel();
    // Forehand 1 leads a trump, the partner (0) wins nothing here; give the lead to 0 directly.
    G.toAct = '0';
    G.trick = { leader: '0', cards: [] };
    // Five leaves: may lead any of them.
    expect(legalCards(G, 'play', '0')).toEqual(expect.arrayContaining(cards('10-leaves 9-leaves A-leaves')));
    // With three leaves besides the ace... only the ace of that suit may be led.
    G.hands['0'] = cards('A-leaves 10-leaves K-leaves A-bells 7-hearts O-bells 10-bells 9-bells');
    const legal = legalCards(G, 'play', '0');
    expect(legal).toContain(card('A-leaves'));
    expect(legal).not.toContain(card('10-leaves'));
    expect(legal).toContain(card('A-bells'));
  });

  it('loses its restrictions once the called suit has been led (here: the partner ran away)', () => {
    const G = rufspiel();
    G.toAct = '0';
    G.trick = { leader: '0', cards: [] };
    playAll(G, ['8-leaves', '7-leaves', 'O-hearts', '7-bells']);
    expect(G.tricks[0]!.winner).toBe('2');
    // The ace was not played: the partner stays secret.
    expect(G.partnerRevealed).toBe(false);
    playAll(G, ['A-acorns', '9-acorns']);
    expect(legalCards(G, 'play', '0')).toContain(card('A-leaves'));
  });
});

describe('playing cards', () => {
  const G0 = () => dealState({ hands: RUFSPIEL_HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });

  it("refuses a card out of turn, another seat's card, a card not held, a card not following suit, or no card at all", () => {
    const G = G0();
    const before = snapshot(G);
    expect(play(moveContext(G, 'play', '2'), { card: card('A-acorns') })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '1'), { card: card('A-acorns') })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '1'), { card: 99 })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '1'), { card: '3' as never })).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'play', '1'), null as never)).toBe(INVALID_MOVE);
    expect(play(moveContext(G, 'contra', '1'), { card: card('O-acorns') })).toBe(INVALID_MOVE);
    expect(snapshot(G)).toBe(before);
    // Trumps led: seat 2 holds trumps and may not play an acorn.
    playAll(G, ['A-hearts']);
    expect(play(moveContext(G, 'play', '2'), { card: card('A-acorns') })).toBe(INVALID_MOVE);
    expect(legalCards(G, 'play', '2')).toEqual(cards('O-hearts U-leaves U-hearts K-hearts 9-hearts'));
  });

  it('ends a Bettel as soon as the taker wins a trick, lost', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS, contract: { kind: 'bettel', taker: '1' } });
    const ctx = moveContext(G, 'play', '1');
    playAll(G, ['7-acorns', 'A-acorns', '9-acorns', '7-hearts']);
    expect(G.revealed).toBe(false);
    // Seat 2 leads the 10 of acorns; the taker's 8 loses... then the taker must win with hearts A over K.
    playAll(G, ['K-hearts', '8-hearts', 'O-bells', 'A-hearts']);
    expect(G.tricks[1]!.winner).toBe('1');
    expect(G.revealed).toBe(true);
    expect(G.lastResult).toMatchObject({ won: false, value: 3 * -1 });
    // Solo payment: three opponents pay, so the taker loses three times the value.
    expect(G.rounds[0]!.points).toEqual({ 0: 3, 1: -9, 2: 3, 3: 3 });
    expect(ctx).toBeDefined();
  });
});

describe('Contra and Re', () => {
  const declared = () => dealState({ hands: RUFSPIEL_HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });

  it('lets only opponents say Contra; the secret partner may only decline', () => {
    const G = declared();
    const asked = ['0', '2', '3'];
    expect(contra(moveContext(G, 'contra', '0', asked), true)).toBe(INVALID_MOVE);
    expect(contra(moveContext(G, 'contra', '1', asked), true)).toBe(INVALID_MOVE);
    expect(contra(moveContext(G, 'contra', '0', asked), false)).toBeUndefined();
    expect(contra(moveContext(G, 'contra', '0', ['2', '3']), false)).toBe(INVALID_MOVE);
    expect(contra(moveContext(G, 'contra', '2', ['2', '3']), true)).toBeUndefined();
    expect(contra(moveContext(G, 'contra', '3', ['3']), false)).toBeUndefined();
    expect(G.contra).toEqual(['2']);
  });

  it("lets the taker's side answer Re; a partner saying Re is revealed", () => {
    const G = declared();
    G.contra = ['2'];
    const asked = ['0', '1', '3'];
    expect(re(moveContext(G, 're', '3', asked), true)).toBe(INVALID_MOVE);
    expect(re(moveContext(G, 're', '2', asked), true)).toBe(INVALID_MOVE);
    expect(re(moveContext(G, 're', '0', asked), true)).toBeUndefined();
    expect(G.partnerRevealed).toBe(true);
    expect(playerView({ G, ctx: { gameover: undefined } as never, playerID: '3' }).partner).toBe('0');
  });

  it('refuses Contra once the first trick is under way (after its second card too)', () => {
    const G = declared();
    playAll(G, ['O-acorns', 'O-hearts']);
    const before = snapshot(G);
    expect(contra(moveContext(G, 'play', '2', null), true)).toBe(INVALID_MOVE);
    expect(contra(moveContext(G, 'contra', '2', ['2']), true)).toBe(INVALID_MOVE);
    expect(snapshot(G)).toBe(before);
  });

  it('doubles the value for Contra and again for Re', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS, contract: { kind: 'bettel', taker: '1' } });
    G.contra = ['2'];
    G.re = ['1'];
    playAll(G, ['7-acorns', 'A-acorns', '9-acorns', '7-hearts', 'K-hearts', '8-hearts', 'O-bells', 'A-hearts']);
    expect(G.lastResult).toMatchObject({ multiplier: 4, value: -12 });
  });
});

describe('scoring', () => {
  it('counts running trumps held by taker and partner together, from three', () => {
    const dealt = { 0: cards('O-leaves'), 1: cards('O-acorns O-hearts'), 2: cards('O-bells'), 3: [] };
    expect(runningTrumps('german32', { kind: 'rufspiel', trumpSuit: null }, dealt, ['1', '0'])).toBe(3);
    expect(runningTrumps('german32', { kind: 'rufspiel', trumpSuit: null }, dealt, ['1'])).toBe(0);
  });

  it("counts running trumps for the opponents when the taker's side lacks the top one, down the whole trump order", () => {
    const dealt = {
      0: cards('O-acorns O-leaves O-hearts O-bells U-acorns'),
      1: cards('U-leaves'),
      2: [],
      3: [],
    };
    expect(runningTrumps('german32', { kind: 'solo', trumpSuit: 'bells' }, dealt, ['1'])).toBe(5);
  });

  it('counts running Unters in a Wenz from two', () => {
    const dealt = { 0: cards('U-acorns U-leaves'), 1: cards('U-hearts'), 2: [], 3: [] };
    expect(runningTrumps('german32', { kind: 'wenz', trumpSuit: null }, dealt, ['0'])).toBe(2);
  });

  it('pays a three-player Solo double to the taker', () => {
    const G = dealState({
      hands: [
        'A-acorns 10-acorns K-acorns 9-acorns O-acorns O-leaves O-hearts O-bells',
        'A-leaves 10-leaves K-leaves 9-leaves U-acorns U-leaves U-hearts U-bells',
        'A-hearts 10-hearts K-hearts 9-hearts A-bells 10-bells K-bells 9-bells',
      ],
      contract: { kind: 'solo', taker: '0', trumpSuit: 'acorns' },
    });
    playAll(G, ['U-acorns', 'A-hearts', 'O-acorns']);
    playAll(G, ['O-leaves', 'U-leaves', '10-hearts', 'O-hearts', 'U-hearts', 'K-hearts', 'O-bells', 'U-bells', '9-hearts']);
    playAll(G, ['A-acorns', 'A-leaves', 'A-bells', '10-acorns', '10-leaves', '10-bells']);
    playAll(G, ['K-acorns', 'K-leaves', 'K-bells', '9-acorns', '9-leaves', '9-bells']);
    // The taker took every trick: Schwarz; running trumps: four Obers and the acorn Unter is seat 1's, so 4.
    expect(G.lastResult).toMatchObject({ won: true, takerPoints: 120, schwarz: true, schneider: false, running: 4 });
    const value = (5 + 4 + 2) * 1;
    expect(G.rounds[0]!.points).toEqual({ 0: 2 * value, 1: -value, 2: -value });
  });
});

describe('between deals', () => {
  it('starts the next deal only when every seat confirmed, and lets any seat quit', () => {
    const G = dealState({ hands: RUFSPIEL_HANDS });
    G.revealed = true;
    const all = ['0', '1', '2', '3'];
    const first = moveContext(G, 'roundEnd', '2', all);
    nextRound(first);
    expect(first.events.endPhase).not.toHaveBeenCalled();
    expect(nextRound(moveContext(G, 'roundEnd', '2', ['0', '1', '3']))).toBe(INVALID_MOVE);
    nextRound(moveContext(G, 'roundEnd', '0', ['0', '1', '3']));
    nextRound(moveContext(G, 'roundEnd', '1', ['1', '3']));
    const last = moveContext(G, 'roundEnd', '3', ['3']);
    nextRound(last);
    expect(last.events.endPhase).toHaveBeenCalled();
    const other = dealState({ hands: RUFSPIEL_HANDS });
    expect(quit(moveContext(other, 'play', '1'))).toBe(INVALID_MOVE);
    expect(quit(moveContext(other, 'roundEnd', '1', all))).toBeUndefined();
    expect(other.quitBy).toBe('1');
  });
});
