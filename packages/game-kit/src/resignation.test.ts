import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import {
  RESIGN_MOVE,
  RESIGNED_REASON,
  resignationEffect,
  resignationOf,
  withResignation,
  type ResignationOptions,
} from './resignation';
import { resignedSeats, seatsInPlay } from './resignedSeats';

interface Race {
  steps: number[];
  secret?: string;
}

// Seats take turns adding a step; whoever reaches 5 steps first wins.
const race: Game<Race> = {
  name: 'race',
  setup: ({ ctx }) => ({ steps: Array(ctx.numPlayers).fill(0), secret: 'hidden' }),
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

function start(numPlayers: number, options?: ResignationOptions, game: Game<Race> = race) {
  const client = Client({ game: withResignation(game, options), numPlayers, debug: false });
  client.start();
  return client;
}

type TestClient = ReturnType<typeof start>;
const state = (client: TestClient) => client.getState()!;
function as(client: TestClient, seat: string, move: string) {
  client.updatePlayerID(seat);
  client.moves[move]!();
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('withResignation with two seats', () => {
  it("keeps each move's declared parameters (the game server refuses arguments to a move that declares none)", () => {
    const jump = (_context: unknown, _size: number) => undefined;
    const wrapped = withResignation({ ...race, moves: { ...race.moves, jump } }, {}).moves!;
    expect((wrapped.jump as typeof jump).length).toBe(2);
    expect((wrapped.step as () => void).length).toBe(1);
  });

  it('lets the player to move concede: the other player wins, by resignation', () => {
    const client = start(2);
    as(client, '0', 'step');
    as(client, '1', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toEqual({ winner: '0', reason: RESIGNED_REASON });
  });

  it('refuses a resignation out of turn and any move after the game is over', () => {
    const client = start(2);
    as(client, '1', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toBeUndefined();
    as(client, '0', RESIGN_MOVE);
    const over = state(client);
    as(client, '1', 'step');
    as(client, '1', RESIGN_MOVE);
    expect(state(client).G).toEqual(over.G);
    expect(state(client).ctx.gameover).toEqual({ winner: '1', reason: RESIGNED_REASON });
  });

  it("keeps the game's own ending and leaves resignation out of the moves bots choose from", () => {
    const client = start(2);
    for (let i = 0; i < 9; i += 1) as(client, state(client).ctx.currentPlayer, 'step');
    expect(state(client).ctx.gameover).toEqual({ winner: '0' });
    const enumerated = withResignation(race).ai!.enumerate(race.setup!({ ctx: { numPlayers: 2 } } as never), {} as never, '0');
    expect(enumerated).toEqual([{ move: 'step' }]);
  });
});

describe('withResignation with one seat', () => {
  it('ends a solo game with nobody winning', () => {
    const client = start(1);
    as(client, '0', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toEqual({ winners: [], reason: RESIGNED_REASON });
  });
});

describe('withResignation with more seats, playing on (the default)', () => {
  it('takes the conceding seat out: its turns are passed over and its moves refused', () => {
    const client = start(4);
    as(client, '0', 'step');
    as(client, '1', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toBeUndefined();
    expect(resignedSeats(state(client).G)).toEqual(['1']);
    expect(state(client).ctx.currentPlayer).toBe('2');
    as(client, '2', 'step');
    as(client, '3', 'step');
    expect(state(client).ctx.currentPlayer).toBe('0');
    as(client, '0', 'step');
    expect(state(client).ctx.currentPlayer).toBe('2');
    expect(seatsInPlay(state(client).G, state(client).ctx)).toEqual(['0', '2', '3']);
  });

  it('lists no moves for a seat that is out, and refuses them', () => {
    const game = withResignation(race);
    const G = { steps: [0, 0, 0], resignedSeats: ['1'] };
    expect(game.ai!.enumerate(G, {} as never, '1')).toEqual([]);
    expect(game.ai!.enumerate(G, {} as never, '2')).toEqual([{ move: 'step' }]);
    const step = game.moves!.step as (context: object) => unknown;
    expect(step({ G, playerID: '1' })).toBe(INVALID_MOVE);
  });

  it('gives the win to the last seat in play', () => {
    const client = start(3);
    as(client, '0', RESIGN_MOVE);
    as(client, '1', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toEqual({ winner: '2', reason: RESIGNED_REASON });
  });

  it('plays on with 30 seats, passing over every seat that is out', () => {
    const client = start(30);
    for (let seat = 0; seat < 29; seat += 2) {
      as(client, String(seat), RESIGN_MOVE);
      if (state(client).ctx.gameover === undefined) as(client, state(client).ctx.currentPlayer, 'step');
    }
    const { G, ctx } = state(client);
    expect(ctx.gameover).toBeUndefined();
    expect(seatsInPlay(G, ctx)).toHaveLength(15);
    expect(Number(ctx.currentPlayer) % 2).toBe(1);
  });

  it('lets a seat choosing at the same time as others concede, and the others go on choosing', () => {
    interface Votes {
      votes: Record<string, string>;
    }
    const vote: Game<Votes> = {
      name: 'vote',
      setup: () => ({ votes: {} }),
      turn: {
        activePlayers: { all: 'choose' },
        stages: {
          choose: {
            moves: {
              vote: ({ G, playerID, events }) => {
                G.votes[playerID] = 'yes';
                events.endStage();
              },
            },
          },
        },
      },
      endIf: ({ G }) => (Object.keys(G.votes).length >= 2 ? { draw: true } : undefined),
    };
    const client = Client({ game: withResignation(vote), numPlayers: 4, debug: false });
    client.start();
    as(client as never, '2', RESIGN_MOVE);
    expect(Object.keys(state(client as never).ctx.activePlayers ?? {})).toEqual(['0', '1', '3']);
    as(client as never, '3', 'vote');
    as(client as never, '0', 'vote');
    expect(state(client as never).ctx.gameover).toEqual({ draw: true });
  });

  it('lets the current player concede while the others choose, and ends the turn once they have', () => {
    interface Votes {
      votes: Record<string, string>;
      rounds: number;
    }
    const vote: Game<Votes> = {
      name: 'vote',
      setup: () => ({ votes: {}, rounds: 0 }),
      turn: {
        activePlayers: { all: 'choose' },
        stages: { choose: { moves: { vote: ({ G, playerID }) => void (G.votes[playerID] = 'yes') } } },
        // The game's own rule counts only the seats still in play.
        endIf: ({ G, ctx }) => seatsInPlay(G, ctx).every((seat) => G.votes[seat] !== undefined),
        onEnd: ({ G }) => ({ votes: {}, rounds: G.rounds + 1, resignedSeats: resignedSeats(G) }),
      },
      moves: {},
    };
    const client = Client({ game: withResignation(vote), numPlayers: 4, debug: false });
    client.start();
    as(client as never, '0', RESIGN_MOVE);
    expect(state(client as never).ctx.currentPlayer).toBe('0');
    expect(Object.keys(state(client as never).ctx.activePlayers ?? {})).toEqual(['1', '2', '3']);
    for (const seat of ['1', '2', '3']) as(client as never, seat, 'vote');
    expect(state(client as never).G).toMatchObject({ rounds: 1, votes: {} });
    expect(state(client as never).ctx.currentPlayer).toBe('1');
  });

  it('offers resignation inside stages that list their own moves', () => {
    const staged = withResignation({ ...race, turn: { stages: { think: { moves: { step: race.moves!.step! } } } } });
    expect(Object.keys(staged.turn!.stages!.think!.moves!)).toEqual(['step', RESIGN_MOVE]);
  });
});

describe('withResignation with the remaining seats sharing the win', () => {
  it('ends the game at once for everyone still in play', () => {
    const client = start(4, { afterResignation: 'othersShareWin' });
    as(client, '0', RESIGN_MOVE);
    expect(state(client).ctx.gameover).toEqual({ winners: ['1', '2', '3'], reason: RESIGNED_REASON });
  });
});

describe('what a concession does, for the site', () => {
  it('is declared on the game and depends on how many seats are still in play', () => {
    const rule = resignationOf(withResignation(race))!;
    expect(rule).toEqual({ afterResignation: 'playOn' });
    expect(resignationOf(race)).toBeUndefined();
    expect(resignationEffect(rule, { steps: [] }, { numPlayers: 2 })).toBe('otherWins');
    expect(resignationEffect(rule, { steps: [] }, { numPlayers: 4 })).toBe('seatLeaves');
    expect(resignationEffect(rule, { resignedSeats: ['0', '1'] }, { numPlayers: 4 })).toBe('otherWins');
    expect(resignationEffect({ afterResignation: 'othersShareWin' }, {}, { numPlayers: 5 })).toBe('othersShareWin');
  });

  it("keeps the seats that are out in every seat's view", () => {
    const game = withResignation({ ...race, playerView: ({ G }) => ({ steps: G.steps }) });
    const G = { steps: [1, 2, 3], secret: 'hidden', resignedSeats: ['1'] };
    expect(game.playerView!({ G, ctx: {} as never, playerID: '0' })).toEqual({ steps: [1, 2, 3], resignedSeats: ['1'] });
    expect(game.playerView!({ G: { steps: [0] }, ctx: {} as never, playerID: null })).toEqual({ steps: [0] });
  });
});
