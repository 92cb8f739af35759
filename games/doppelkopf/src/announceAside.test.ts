import { seatsThatMayAct, seatsThatMayMove } from '@tabula/game-kit';
import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import { legalAnnouncements } from './announcements';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { announce, play } from './moves';
import { card, cards, moveContext, roundState } from './testState';
import type { DoppelkopfState } from './types';

// Announcements by a seat that is not to act ("aside"): any seat may announce at any moment of the
// play while its own cards meet the deadline; only the seat to act plays a card.

const driver = { ...game, playerView: undefined, seed: 'aside' };

/** The first card `seat` may play now. */
const firstCard = (G: DoppelkopfState, ctx: Ctx, seat: string) =>
  (enumerateMoves(G, ctx, seat).find((m) => m.move === 'play')!.args[0] as { card: number }).card;

/** A normal game on the real reducer, every seat having said "Healthy". */
function normalGame() {
  const client = Client({ game: driver, numPlayers: 4, debug: false });
  client.start();
  const as = (seat: string) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  for (const seat of ['1', '2', '3', '0']) as(seat).bid!('healthy');
  const state = () => client.getState()!;
  return { as, state, G: () => state().G as DoppelkopfState };
}

/** A normal game before any card: seat 0 (Re, a club queen) to lead; seats 1 and 3 Kontra, seat 2 Re. */
function dealt() {
  const G = roundState({
    hands: ['Q-clubs J-spades', 'J-hearts J-diamonds', "Q-clubs' 9-diamonds", 'K-diamonds A-diamonds'],
    contract: { kind: 'normal' },
  });
  G.toAct = '0';
  G.trick.leader = '0';
  return G;
}

/** Plays each named card for the seat to act. */
function playAll(G: DoppelkopfState, names: string) {
  for (const id of cards(names)) {
    if (play(moveContext(G, 'play', G.toAct), { card: id }) === INVALID_MOVE) throw new Error(`refused ${id}`);
  }
}

describe('announcing aside, on the real turn structure', () => {
  it('waits on the seat to act only, while every seat may move', () => {
    const { state } = normalGame();
    expect(state().ctx.phase).toBe('play');
    expect(seatsThatMayAct(state().ctx)).toEqual(['1']);
    expect(seatsThatMayMove(state().ctx).sort()).toEqual(['0', '1', '2', '3']);
  });

  it('lets a seat not to act announce mid-trick, never play, and leaves the turn where it was', () => {
    const { as, state, G } = normalGame();
    as('1').play!({ card: firstCard(G(), state().ctx, '1') });
    expect(state().ctx.currentPlayer).toBe('2');
    const side = G().teams['0']!;
    as('0').announce!(side);
    expect(G().levels[side]).toBe(1);
    expect(G().announcements).toEqual([{ seat: '0', side, level: 1 }]);
    expect(G().shownSides['0']).toBe(side);
    expect(seatsThatMayAct(state().ctx)).toEqual(['2']);

    const before = state()._stateID;
    const refused = jest.spyOn(console, 'error').mockImplementation(() => {});
    as('0').play!({ card: G().hands['0']![0] });
    refused.mockRestore();
    expect(state()._stateID).toBe(before);
    expect(G().hands['0']).toHaveLength(12);
    expect(enumerateMoves(G(), state().ctx, '0').every((m) => m.move === 'announce')).toBe(true);
  });

  it('lets the seat to act announce without ending its turn, then play its card', () => {
    const { as, state, G } = normalGame();
    as('1').announce!(G().teams['1']!);
    expect(seatsThatMayAct(state().ctx)).toEqual(['1']);
    as('1').play!({ card: firstCard(G(), state().ctx, '1') });
    expect(seatsThatMayAct(state().ctx)).toEqual(['2']);
    expect(G().trick.cards).toHaveLength(1);
  });
});

describe('what a seat aside may announce', () => {
  it("says its side's word mid-trick while holding eleven cards, never the other side's", () => {
    const G = dealt();
    playAll(G, 'J-spades');
    expect(G.toAct).toBe('1');
    expect(legalAnnouncements(G, 'play', '3')).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    expect(announce(moveContext(G, 'play', '3'), 're')).toBe(INVALID_MOVE);
    expect(announce(moveContext(G, 'play', '3'), 'kontra')).toBeUndefined();
    expect(G.levels).toEqual({ re: 0, kontra: 1 });
    expect(G.toAct).toBe('1');
  });

  it('is refused past its own deadline: Re with ten cards', () => {
    const G = dealt();
    playAll(G, "J-spades J-hearts 9-diamonds K-diamonds Q-clubs J-diamonds Q-clubs'");
    // Seat 0 has played twice (ten cards left); seat 3 is to act.
    expect(G.toAct).toBe('3');
    expect(G.hands['0']).toHaveLength(10);
    expect(legalAnnouncements(G, 'play', '0')).toEqual([]);
    expect(announce(moveContext(G, 'play', '0'), 're')).toBe(INVALID_MOVE);
    // Seat 2 has played twice as well; seat 3, to act, still holds eleven.
    expect(announce(moveContext(G, 'play', '2'), 're')).toBe(INVALID_MOVE);
    expect(G.levels).toEqual({ re: 0, kontra: 0 });
  });

  it('is refused to every seat while a marriage is undecided: no seat but the holder knows its side', () => {
    const G = roundState({ hands: ["Q-clubs Q-clubs' 9-spades", '', '', ''], contract: { kind: 'marriage', declarer: '0' } });
    G.toAct = '0';
    G.trick.leader = '0';
    playAll(G, 'Q-clubs');
    for (const seat of ['0', '1', '2', '3']) {
      expect(legalAnnouncements(G, 'play', seat)).toEqual([]);
      expect(announce(moveContext(G, 'play', seat), seat === '0' ? 're' : 'kontra')).toBe(INVALID_MOVE);
    }
    expect(G.announcements).toEqual([]);
  });

  it('answers the other side with one card more: Kontra aside at ten cards after a Re', () => {
    const G = dealt();
    playAll(G, 'J-spades J-hearts 9-diamonds K-diamonds Q-clubs J-diamonds');
    // Seat 1 has played twice: ten cards, past its own Kontra but within the reply to a Re.
    expect(G.hands['1']).toHaveLength(10);
    expect(legalAnnouncements(G, 'play', '1')).toEqual([]);
    expect(G.toAct).toBe('2');
    expect(announce(moveContext(G, 'play', '2'), 're')).toBeUndefined();
    // Kontra's own deadline was eleven cards; against the Re it runs to ten, and No 90 (ten) with it.
    expect(legalAnnouncements(G, 'play', '1')).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    expect(announce(moveContext(G, 'play', '1'), 'kontra')).toBeUndefined();
    expect(G.levels).toEqual({ re: 1, kontra: 1 });
  });

  it('never plays a card: only the seat to act may', () => {
    const G = dealt();
    expect(play(moveContext(G, 'play', '2'), { card: card('9-diamonds') })).toBe(INVALID_MOVE);
    expect(G.trick.cards).toEqual([]);
  });
});
