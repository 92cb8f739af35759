import type { PlayerID } from 'boardgame.io';
import { dealResult, payments, takerPile } from './scoring';
import { card, cards, dealState } from './testState';
import type { CompletedTrick, TarotState } from './types';

/** A "trick" for scoring: the cards played by the seats in turn (the scorer reads only who played what and who won). */
function trick(winner: PlayerID, names: string, seats = ['0', '1', '2', '3']): CompletedTrick {
  return { leader: seats[0]!, winner, cards: cards(names).map((c, i) => ({ seat: seats[i % seats.length]!, card: c })) };
}

function scored(tricks: CompletedTrick[], patch: Partial<TarotState> = {}, seats = 4) {
  const G = dealState({ hands: Array.from({ length: seats }, () => ''), contract: { taker: '0', kind: 'garde' } });
  Object.assign(G, { tricks, ...patch });
  return { G, result: dealResult(G) };
}

describe('the score of a deal', () => {
  it('lets a taker with two oudlers and exactly 41 points win by 0: 25 × the multiplier', () => {
    const { result } = scored([trick('0', 'T1 T21 Kc Ks Kh Kd Qc Qs Qh Qd'), trick('1', '2s 3s 4s 5s')]);
    expect(result).toMatchObject({ points: 41, oudlers: 2, required: 41, difference: 0, won: true, value: 50 });
    expect(payments(['0', '1', '2', '3'], result.takers, result.value)).toEqual({ '0': 150, '1': -50, '2': -50, '3': -50 });
  });

  it('rounds half points away from zero: 40.5 of 41 loses by 1', () => {
    const { result } = scored([trick('0', 'T1 T21 Kc Ks Kh Kd Qc Qs Qh Cd 3d'), trick('1', '2s 3s 4s 5s')]);
    expect(result).toMatchObject({ points: 40.5, won: false, difference: -1, value: 2 * (-25 - 1) });
  });

  it('keeps an Excuse played before the last trick with its side, which gives half a point for it', () => {
    const tricks = [trick('1', 'EX 2s 3s 4s'), trick('0', '5s 6s 7s 8s')];
    const { cards: pile, exchange } = takerPile({ ...scored(tricks).G, tricks });
    expect(pile).toContain(card('EX'));
    expect(exchange).toBe(-0.5);
  });

  it('gives an Excuse played to the last trick to that trick’s winner', () => {
    const tricks = [trick('0', '5s 6s 7s 8s'), trick('1', 'EX 2s 3s 4s')];
    expect(takerPile({ ...scored(tricks).G, tricks }).cards).not.toContain(card('EX'));
  });

  it('counts the Petit au bout for the side taking the last trick, times the multiplier', () => {
    const { result } = scored([trick('1', '2s 3s 4s 5s'), trick('0', 'T1 6s 7s 8s')]);
    expect(result.petitAuBout).toBe(10);
    const lost = scored([trick('0', '2s 3s 4s 5s'), trick('2', 'T1 6s 7s 8s')]).result;
    expect(lost.petitAuBout).toBe(-10);
  });

  it('adds every poignée (20, 30, 40) for the side that won, whoever showed it', () => {
    const tricks = [trick('0', 'T1 T21 Kc Ks Kh Kd Qc Qs Qh Qd'), trick('1', '2s 3s 4s 5s')];
    const { result } = scored(tricks, {
      poignees: [
        { seat: '1', level: 'single', cards: [] },
        { seat: '0', level: 'double', cards: [] },
      ],
    });
    expect(result).toMatchObject({ poignee: 50, value: 50 + 50 });
  });

  it('scores a slam: unannounced +200, announced +400 or -200, the defenders’ +200', () => {
    const all = [trick('0', 'T1 T21 Kc Ks'), trick('0', 'EX 2s 3s 4s')];
    expect(scored(all).result.slam).toBe(200);
    const G = scored(all).G;
    G.contract!.slam = true;
    expect(dealResult(G).slam).toBe(400);
    const failed = scored([trick('0', 'T1 T21 Kc Ks'), trick('1', '2s 3s 4s 5s')]).G;
    failed.contract!.slam = true;
    expect(dealResult(failed).slam).toBe(-200);
    expect(scored([trick('1', 'T1 T21 Kc Ks'), trick('2', '2s 3s 4s 5s')]).result.slam).toBe(-200);
  });

  it('at five: a called partner receives one share and the taker two; a taker alone four', () => {
    const seats = ['0', '1', '2', '3', '4'];
    expect(payments(seats, ['0', '3'], 60)).toEqual({ '0': 120, '1': -60, '2': -60, '3': 60, '4': -60 });
    expect(payments(seats, ['0'], -60)).toEqual({ '0': -240, '1': 60, '2': 60, '3': 60, '4': 60 });
  });

  it('counts the chien for the taker in a garde sans and for the defenders in a garde contre', () => {
    const tricks = [trick('1', '2s 3s 4s 5s')];
    const base = scored(tricks, { kitty: cards('Kh Kd T21') }).G;
    expect(takerPile({ ...base, contract: { ...base.contract!, kind: 'gardeSans' } }).cards).toEqual(cards('Kh Kd T21'));
    expect(takerPile({ ...base, contract: { ...base.contract!, kind: 'gardeContre' } }).cards).toEqual([]);
  });
});
