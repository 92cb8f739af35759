import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { RESIGN_MOVE, RESIGNED_REASON, withResignation } from './resignation';

interface Race {
  steps: number[];
}

// Players take turns adding a step; whoever reaches 5 steps first wins.
const race: Game<Race> = {
  name: 'race',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ steps: [0, 0] }),
  moves: {
    step: ({ G, playerID, events }) => {
      G.steps[Number(playerID)]! += 1;
      events.endTurn();
    },
  },
  endIf: ({ G }) => {
    const winner = G.steps.findIndex((steps) => steps >= 5);
    return winner >= 0 ? { winner: String(winner) } : undefined;
  },
  ai: { enumerate: () => [{ move: 'step' }] },
};

function start() {
  const client = Client({ game: withResignation(race), numPlayers: 2, debug: false });
  client.start();
  return client;
}

describe('withResignation', () => {
  it('lets the player to move concede: the other player wins, by resignation', () => {
    const client = start();
    client.moves.step!();
    client.updatePlayerID('1');
    client.moves[RESIGN_MOVE]!();
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: RESIGNED_REASON });
  });

  it('refuses a resignation out of turn and any move after the game is over', () => {
    const client = start();
    client.updatePlayerID('1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.moves[RESIGN_MOVE]!();
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    client.updatePlayerID('0');
    client.moves[RESIGN_MOVE]!();
    const over = client.getState()!;
    client.updatePlayerID('1');
    client.moves.step!();
    client.moves[RESIGN_MOVE]!();
    expect(client.getState()!.G).toEqual(over.G);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '1', reason: RESIGNED_REASON });
  });

  it('keeps the game\'s own ending and leaves resignation out of the moves bots choose from', () => {
    const client = start();
    for (let i = 0; i < 9; i += 1) {
      client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      client.moves.step!();
    }
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
    const enumerated = withResignation(race).ai!.enumerate(race.setup!({} as never), {} as never, '0');
    expect(enumerated).toEqual([{ move: 'step' }]);
  });

  it('is only for two-player games', () => {
    expect(() => withResignation({ ...race, maxPlayers: 4 })).toThrow('two-player');
  });
});
