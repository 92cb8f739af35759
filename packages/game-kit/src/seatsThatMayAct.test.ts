import type { Ctx } from 'boardgame.io';
import { ASIDE_STAGE, seatsThatMayAct, seatsThatMayMove } from './seatsThatMayAct';

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
    expect(seatsThatMayMove(ctx({ gameover: { winner: '0' } }))).toEqual([]);
  });

  it('leaves out seats aside: they may move (an announcement) but nobody waits for them', () => {
    const playing = ctx({
      currentPlayer: '2',
      activePlayers: { '0': ASIDE_STAGE, '1': ASIDE_STAGE, '2': 'play', '3': ASIDE_STAGE },
    });
    expect(seatsThatMayAct(playing)).toEqual(['2']);
    expect(seatsThatMayMove(playing).sort()).toEqual(['0', '1', '2', '3']);
  });
});
