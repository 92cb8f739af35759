import type { Ctx } from 'boardgame.io';
import { seatsThatMayAct } from './seatsThatMayAct';

const ctx = (fields: Partial<Ctx>) => ({ currentPlayer: '0', activePlayers: null, gameover: undefined, ...fields }) as Ctx;

describe('seatsThatMayAct', () => {
  it('is the current player when no stage is set', () => {
    expect(seatsThatMayAct(ctx({ currentPlayer: '2' }))).toEqual(['2']);
  });

  it('is every active player when seats choose at the same time, the current player included or not', () => {
    const all = Object.fromEntries(Array.from({ length: 30 }, (_, seat) => [String(seat), 'choose']));
    expect(seatsThatMayAct(ctx({ activePlayers: all }))).toHaveLength(30);
    expect(seatsThatMayAct(ctx({ currentPlayer: '0', activePlayers: { '1': 'answer', '3': 'answer' } }))).toEqual(['1', '3']);
  });

  it('is nobody once the game is over', () => {
    expect(seatsThatMayAct(ctx({ gameover: { winner: '0' } }))).toEqual([]);
  });
});
