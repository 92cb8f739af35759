import type { Game } from 'boardgame.io';
import { clientFromState } from './clientFromState';

interface Count {
  moves: string[];
}

const counting: Game<Count> = {
  name: 'counting',
  setup: () => ({ moves: [] }),
  moves: { go: ({ G, playerID }) => void G.moves.push(playerID) },
  turn: { minMoves: 1, maxMoves: 1 },
};

function playRound(client: ReturnType<typeof clientFromState<Count>>, turns: number) {
  for (let turn = 0; turn < turns; turn += 1) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.go!();
  }
  return client.getState()!.G.moves;
}

describe('clientFromState', () => {
  it('starts two seats from a given position with the given seat to move', () => {
    const client = clientFromState(counting, () => ({ moves: ['earlier'] }), '1');
    expect(playRound(client, 3)).toEqual(['earlier', '1', '0', '1']);
  });

  it('seats any number of players and then follows the turn order', () => {
    const client = clientFromState(counting, () => ({ moves: [] }), '2', 4);
    expect(client.getState()!.ctx.numPlayers).toBe(4);
    expect(playRound(client, 5)).toEqual(['2', '3', '0', '1', '2']);
  });

  it("keeps the game's own turn order", () => {
    const backwards: Game<Count> = {
      ...counting,
      turn: {
        ...counting.turn,
        order: { first: () => 0, next: ({ ctx }) => (ctx.playOrderPos + ctx.numPlayers - 1) % ctx.numPlayers },
      },
    };
    const client = clientFromState(backwards, () => ({ moves: [] }), '1', 3);
    expect(playRound(client, 4)).toEqual(['1', '0', '2', '1']);
  });

  it('plays a single seat', () => {
    const client = clientFromState(counting, () => ({ moves: [] }), '0', 1);
    expect(playRound(client, 2)).toEqual(['0', '0']);
  });
});
