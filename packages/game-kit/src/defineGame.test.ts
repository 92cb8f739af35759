import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import type { GameBoardProps, RulesModule } from './contract';
import { defineGame, type BoardMoves, type GameDefinition, type MoveContext, type TypedMoves } from './defineGame';
import { moveArgsLimitOf } from './moveArgs';
import { RESIGN_MOVE, RESIGNED_REASON, resignationOf } from './resignation';

interface Race {
  steps: number[];
  lastRoll: number | null;
}

// Seats take turns; the first to 5 steps wins. `step` ends the turn itself, as a game's rule would.
function step({ G, playerID, events }: MoveContext<Race>, count: number) {
  if (count !== 1 && count !== 2) return INVALID_MOVE;
  G.steps[Number(playerID)]! += count;
  events.endTurn();
}

function roll({ G, random }: MoveContext<Race>) {
  G.lastRoll = random.D6();
}

const moves = { step, roll: { move: roll, client: false } };

const rules: GameDefinition<Race, typeof moves> = {
  name: 'race',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ ctx }) => ({ steps: Array<number>(ctx.numPlayers).fill(0), lastRoll: null }),
  moves,
  endIf: ({ G }) => {
    const winner = G.steps.findIndex((steps) => steps >= 5);
    return winner >= 0 ? { winner: String(winner), scores: { 0: G.steps[0]!, 1: G.steps[1]! } } : undefined;
  },
  ai: { enumerate: () => [{ move: 'step', args: [1] }] },
};

const race = defineGame(rules);

function start(game: Game<Race> = race) {
  const client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('defineGame', () => {
  it('gives clients no events and no undo, and leaves the seed to the server', () => {
    expect(Object.values(race.events ?? {}).every((enabled) => enabled === false)).toBe(true);
    expect(race.disableUndo).toBe(true);
    expect(race.seed).toBeUndefined();
    const client = start();
    expect(Object.keys(client.events)).toEqual([]);
    client.moves.step!(2);
    client.undo();
    expect(client.getState()!.G.steps).toEqual([2, 0]);
  });

  it('still lets a move trigger events: the turn passes', () => {
    const client = start();
    client.moves.step!(1);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('keeps the moves, the long form included, and the result', () => {
    expect(race.moves.roll).toEqual({ move: roll, client: false });
    const client = start();
    for (let turn = 0; turn < 5; turn += 1) {
      client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      client.moves.step!(2);
    }
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', scores: { 0: 6, 1: 4 } });
  });

  it('keeps moveArgsLimit and secrets on the game for the game server and the leak harness', () => {
    const limit = { maxBytes: 4096, maxDepth: 3 };
    const secrets = (G: Race) => [G.lastRoll];
    const game = defineGame({ ...rules, moveArgsLimit: limit, secrets });
    expect(moveArgsLimitOf(game)).toBe(limit);
    expect(game.secrets).toBe(secrets);
    expect(moveArgsLimitOf(race)).toEqual({ maxBytes: 1024, maxDepth: 4 });
  });

  it('adds resignation when asked, outside the typed moves', () => {
    const game = defineGame({ ...rules, resignation: true });
    expect(resignationOf(game)).toEqual({ afterResignation: 'playOn' });
    expect(game.disableUndo).toBe(true);
    const client = start(game);
    client.moves[RESIGN_MOVE]!();
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '1', reason: RESIGNED_REASON });
  });

  it('is a rules module boardgame.io and the catalogue accept', () => {
    const rules: RulesModule<Race> = { game: race };
    expect(rules.game.name).toBe('race');
  });
});

// Compile-time checks (run by the type check, not by jest): what a board may call.
export function boardCalls(moves: TypedMoves<typeof race.moves>, props: GameBoardProps<Race, typeof race.moves>) {
  moves.step(2);
  moves.roll();
  props.moves.step(1);
  // @ts-expect-error a step is a number
  moves.step('2');
  // @ts-expect-error step needs its count
  moves.step();
  // @ts-expect-error the game has no such move
  moves.jump(3);
  // @ts-expect-error resigning is the site's Resign button, not the board's
  moves.resign();
  // @ts-expect-error the setup must return the state the moves work on
  defineGame({ ...rules, setup: () => ({ steps: 'none', lastRoll: null }) });
  // @ts-expect-error the result is the shared GameResult
  defineGame({ ...rules, endIf: () => ({ winner: 0 }) });
  // @ts-expect-error the server seeds every match
  defineGame({ ...rules, seed: 'fixed' });
}

describe('defineGame with phases', () => {
  interface Auction {
    bid: number | null;
    played: number[];
  }
  function bid({ G }: MoveContext<Auction>, value: number) {
    if (!Number.isInteger(value) || (G.bid !== null && value <= G.bid)) return INVALID_MOVE;
    G.bid = value;
  }
  function play({ G, events }: MoveContext<Auction>, choice: { card: number }) {
    G.played.push(choice.card);
    events.endTurn();
  }
  function confirm() {}
  const auction = defineGame({
    name: 'auction',
    minPlayers: 2,
    maxPlayers: 2,
    setup: (): Auction => ({ bid: null, played: [] }),
    moves: {},
    phases: {
      bidding: { start: true, moves: { bid }, endIf: ({ G }) => G.bid !== null, next: 'playing' },
      playing: { moves: { play }, turn: { stages: { done: { moves: { confirm } } } } },
    },
  });

  it("types the phases' and stages' moves for the board, and boardgame.io plays them in their phase", () => {
    const board = {} as TypedMoves<BoardMoves<typeof auction>>;
    const calls: Array<() => void> = [
      () => board.bid(18),
      () => board.play({ card: 3 }),
      () => board.confirm(),
      // @ts-expect-error a bid is a number
      () => board.bid('18'),
      // @ts-expect-error a card is passed as { card }
      () => board.play(3),
      // @ts-expect-error no such move in any phase
      () => board.discard(),
    ];
    expect(calls).toHaveLength(6);

    const client = Client({ game: auction, numPlayers: 2, debug: false });
    client.start();
    client.moves.play!({ card: 1 });
    expect(client.getState()!.G.played).toEqual([]);
    client.moves.bid!(18);
    client.moves.play!({ card: 1 });
    expect(client.getState()!.G).toEqual({ bid: 18, played: [1] });
  });
});
