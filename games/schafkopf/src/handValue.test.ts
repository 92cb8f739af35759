import type { Ctx } from 'boardgame.io';
import { seededRandom } from '@tabula/game-kit';
import { aiConfig, biddingCall, declaration, search } from './ai';
import { bestSoloSuit, contractWorth, contraWorth, reWorth, suitToCall, toutWorth } from './handValue';
import { cards, dealState } from './testState';
import type { Contract, SchafkopfState } from './types';
import type { SchafkopfView } from './view';

const SOLO = 'O-acorns O-leaves U-acorns U-hearts A-hearts 10-hearts K-hearts A-bells';
// Four trumps with an Ober and an Unter; acorns, leaves and bells can be called.
const RUFSPIEL = 'O-acorns U-leaves A-hearts 9-hearts 7-acorns 8-acorns 9-bells K-leaves';
const WENZ = 'U-acorns U-leaves A-acorns 10-acorns K-acorns A-bells 10-bells A-hearts';
const BETTEL = '7-acorns 9-acorns 7-leaves 8-leaves 9-leaves 7-bells 8-bells 7-hearts';
const WEAK = 'U-bells 7-hearts 8-acorns 9-acorns 10-leaves K-leaves 8-bells 9-bells';
const OTHER = 'O-hearts O-bells U-bells 7-hearts 8-hearts 9-leaves 10-leaves K-bells';

const worth = (hand: string, numPlayers = 4) =>
  contractWorth(numPlayers === 3 ? 'german24' : 'german32', cards(hand, numPlayers), numPlayers);

describe('what a hand is worth to the computer', () => {
  it('plays a Solo with six trumps or more, two Obers among them, in the suit that makes most trumps', () => {
    expect(worth(SOLO)).toBe('solo');
    expect(bestSoloSuit('german32', cards(SOLO))).toBe('hearts');
    const leaves = 'O-acorns O-leaves U-bells A-leaves 10-leaves K-leaves 9-leaves A-bells';
    expect(worth(leaves)).toBe('solo');
    expect(bestSoloSuit('german32', cards(leaves))).toBe('leaves');
  });

  it('plays a Rufspiel with four trumps holding an Ober and an Unter, and passes a weak hand', () => {
    expect(worth(RUFSPIEL)).toBe('rufspiel');
    expect(worth(WEAK)).toBeNull();
    // Four small trumps are not enough.
    expect(worth('7-hearts 8-hearts 9-hearts K-hearts 7-acorns 8-acorns 9-bells K-leaves')).toBeNull();
  });

  it('plays a Wenz with two Unters, the top one among them, and three aces', () => {
    expect(worth(WENZ)).toBe('wenz');
    // Without the top Unter three aces are not enough (and three trumps make no Rufspiel).
    expect(worth('U-hearts U-bells A-acorns 10-acorns K-acorns A-bells 10-bells A-hearts')).toBeNull();
  });

  it('plays a Bettel only when every card can be played under one of the others', () => {
    expect(worth(BETTEL)).toBe('bettel');
    // The 10 of acorns cannot duck a led 9 with the 7 already gone.
    expect(worth('7-acorns 10-acorns 7-leaves 8-leaves 9-leaves 7-bells 8-bells 7-hearts')).toBeNull();
  });

  it('with three players (short deck, no Rufspiel) plays a Solo with five trumps and two Obers, else passes', () => {
    expect(worth('O-acorns O-leaves U-bells A-hearts 10-hearts 9-hearts A-acorns K-leaves', 3)).toBe('solo');
    expect(worth('O-acorns U-leaves A-hearts 9-hearts 9-acorns 10-acorns 9-bells K-leaves', 3)).toBeNull();
  });

  it('calls the ace of a suit in which it holds fewest cards', () => {
    // Acorns: two cards; leaves and bells: one each (leaves comes first).
    expect(suitToCall('german32', cards(RUFSPIEL))).toBe('leaves');
    expect(suitToCall('german32', cards('O-acorns U-leaves A-hearts 9-hearts 7-acorns 8-acorns 9-bells A-leaves'))).toBe('bells');
  });

  it('announces Tout only when no trick can be lost', () => {
    const allObers = 'O-acorns O-leaves O-hearts O-bells U-acorns A-hearts 10-hearts';
    expect(toutWorth('german32', cards(`${allObers} A-bells`), 'solo', 'hearts')).toBe(true);
    expect(toutWorth('german32', cards(`${allObers} K-bells`), 'solo', 'hearts')).toBe(false);
    const allUnters = 'U-acorns U-leaves U-hearts U-bells A-acorns 10-acorns A-leaves';
    expect(toutWorth('german32', cards(`${allUnters} A-bells`), 'wenz', null)).toBe(true);
    expect(toutWorth('german32', cards(`${allUnters} 10-bells`), 'wenz', null)).toBe(false);
  });
});

const contract = (kind: Contract['kind'], trumpSuit: Contract['trumpSuit'] = null): Contract => ({
  kind,
  taker: '1',
  calledSuit: kind === 'rufspiel' ? 'acorns' : null,
  trumpSuit,
  tout: false,
  declared: true,
});

describe('Contra and Re by the computer', () => {
  const strong = cards('O-acorns O-leaves U-bells A-hearts 10-hearts 7-acorns A-bells A-leaves');

  it('says Contra only with a hand that threatens the contract', () => {
    expect(contraWorth('german32', strong, contract('rufspiel'))).toBe(true);
    expect(contraWorth('german32', cards(WEAK), contract('rufspiel'))).toBe(false);
    // Against a Solo: four trumps with two Obers, not with one.
    expect(
      contraWorth(
        'german32',
        cards('O-acorns O-leaves U-bells 7-hearts 8-acorns 9-acorns 8-bells 9-bells'),
        contract('solo', 'hearts'),
      ),
    ).toBe(true);
    expect(
      contraWorth(
        'german32',
        cards('O-acorns U-leaves U-bells 7-hearts 8-acorns 9-acorns 8-bells 9-bells'),
        contract('solo', 'hearts'),
      ),
    ).toBe(false);
    expect(contraWorth('german32', cards(WENZ), contract('wenz'))).toBe(true);
    expect(contraWorth('german32', strong, contract('bettel'))).toBe(false);
  });

  it('says Re only with more than the contract needs', () => {
    expect(reWorth('german32', cards(SOLO), contract('rufspiel'), true)).toBe(true);
    expect(reWorth('german32', cards(RUFSPIEL), contract('rufspiel'), true)).toBe(false);
    expect(reWorth('german32', cards(SOLO), contract('solo', 'hearts'), true)).toBe(false);
  });

  it('answers the Contra question by its hand, without searching', async () => {
    const searching = jest.spyOn(search, 'chooseMove');
    const asked = (hand: string) =>
      viewFor(hand, (G) => {
        G.contract = { ...contract('rufspiel'), taker: '1' };
      });
    const ctx = { phase: 'contra', currentPlayer: '0', activePlayers: { '0': 'answer' }, numPlayers: 4 } as unknown as Ctx;
    const answer = (hand: string) =>
      aiConfig.chooseMove({ view: asked(hand), ctx, playerID: '0', level: 'hard', random: seededRandom(1) });
    expect(await answer('O-acorns O-leaves U-bells A-hearts 10-hearts 7-acorns A-bells A-leaves')).toEqual({
      move: 'contra',
      args: [true],
    });
    expect(await answer(WEAK)).toEqual({ move: 'contra', args: [false] });
    expect(searching).not.toHaveBeenCalled();
    searching.mockRestore();
  });
});

/** Seat 0 (forehand, seat 3 deals) to bid or declare with `hand`. */
function viewFor(hand: string, change: (G: SchafkopfState) => void = () => undefined): SchafkopfView {
  const G = dealState({ hands: [hand, OTHER, OTHER, OTHER], dealer: '3' });
  change(G);
  const hands = { '0': G.hands['0']! };
  return { ...G, hands, dealtHands: {}, handCounts: { '0': 8, '1': 8, '2': 8, '3': 8 } };
}

const naming =
  (bidders: string[], highest: SchafkopfState['bidding']['highest'] = null) =>
  (G: SchafkopfState) => {
    G.bidding = { round: 'name', answers: {}, bidders, highest, calls: [] };
  };

describe('the computer in the bidding', () => {
  it('says "I\'m playing" with a hand worth a contract, else passes', () => {
    expect(biddingCall(viewFor(SOLO), '0')).toEqual({ move: 'bid', args: ['play'] });
    expect(biddingCall(viewFor(WEAK), '0')).toEqual({ move: 'bid', args: ['pass'] });
  });

  it('names its contract when it outbids the highest, and passes when it does not', () => {
    expect(biddingCall(viewFor(SOLO, naming(['0', '2'])), '0')).toEqual({ move: 'bid', args: ['solo'] });
    expect(biddingCall(viewFor(RUFSPIEL, naming(['0', '2'])), '0')).toEqual({ move: 'bid', args: ['rufspiel'] });
    const wenzNamed = naming(['0', '2'], { seat: '2', contract: 'wenz' });
    expect(biddingCall(viewFor(RUFSPIEL, wenzNamed), '0')).toEqual({ move: 'bid', args: ['pass'] });
  });

  it('as the last seat bidding, which may not pass, names the lowest contract it may', () => {
    expect(biddingCall(viewFor(WEAK, naming(['0'])), '0')).toEqual({ move: 'bid', args: ['rufspiel'] });
  });

  it('as taker calls the ace of its shortest suit, picks its Solo suit and plays without Tout', () => {
    const taking = (kind: 'rufspiel' | 'solo') => (G: SchafkopfState) => {
      G.contract = { kind, taker: '0', calledSuit: null, trumpSuit: null, tout: false, declared: false };
    };
    expect(declaration(viewFor(RUFSPIEL, taking('rufspiel')), '0')).toEqual({ move: 'declare', args: [{ suit: 'leaves' }] });
    expect(declaration(viewFor(SOLO, taking('solo')), '0')).toEqual({
      move: 'declare',
      args: [{ suit: 'hearts', tout: false }],
    });
  });

  it('bids through its AI config without searching', async () => {
    const searching = jest.spyOn(search, 'chooseMove');
    const ctx = { phase: 'bidding', currentPlayer: '0', activePlayers: null, numPlayers: 4 } as unknown as Ctx;
    const choice = await aiConfig.chooseMove({ view: viewFor(SOLO), ctx, playerID: '0', level: 'hard', random: seededRandom(1) });
    expect(choice).toEqual({ move: 'bid', args: ['play'] });
    expect(searching).not.toHaveBeenCalled();
    searching.mockRestore();
  });
});
