import { seatsThatMayAct, seatsThatMayMove } from '@tabula/game-kit';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { Client } from 'boardgame.io/client';
import { seatToActWithAsideTurn } from './roundFlow';

interface State {
  toAct: string;
  played: string[];
  said: string[];
}

const play = ({ G, playerID }: { G: State; playerID: string }) => {
  if (playerID !== G.toAct) return INVALID_MOVE;
  G.played.push(playerID);
  G.toAct = String((Number(playerID) + 1) % 4);
};
const say = ({ G, playerID }: { G: State; playerID: string }) => {
  G.said.push(playerID);
};

const game: Game<State> = {
  setup: () => ({ toAct: '1', played: [], said: [] }),
  turn: seatToActWithAsideTurn<State>({ toAct: { play, say: { move: say, noLimit: true } }, aside: { say } }),
};

function table() {
  const client = Client({ game, numPlayers: 4 });
  client.start();
  return {
    as: (seat: string) => {
      client.updatePlayerID(seat);
      return client.moves;
    },
    state: () => client.getState()!,
  };
}

describe('seatToActWithAsideTurn', () => {
  it('waits on the seat to act only, while every other seat may move aside', () => {
    const { state } = table();
    expect(seatsThatMayAct(state().ctx)).toEqual(['1']);
    expect(seatsThatMayMove(state().ctx).sort()).toEqual(['0', '1', '2', '3']);
  });

  it('lets another seat announce without ending the turn of the seat to act, and never play', () => {
    const { as, state } = table();
    as('3').say!();
    const refused = jest.spyOn(console, 'error').mockImplementation(() => {});
    as('3').play!();
    expect(refused).toHaveBeenCalledWith('ERROR:', 'disallowed move: play');
    refused.mockRestore();
    expect(state().G.said).toEqual(['3']);
    expect(state().G.played).toEqual([]);
    expect(seatsThatMayAct(state().ctx)).toEqual(['1']);
    as('1').say!();
    as('1').play!();
    expect(state().G.played).toEqual(['1']);
    expect(seatsThatMayAct(state().ctx)).toEqual(['2']);
    expect(state().ctx.activePlayers?.['1']).toBe('aside');
  });
});
