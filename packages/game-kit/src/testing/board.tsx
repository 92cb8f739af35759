// Board tests (jsdom only): render a game's board with the props boardgame.io and the site give it,
// so each test states only what matters to it (the position, whose turn, which seat looks).
import { render, type RenderResult } from '@testing-library/react';
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/react';
import type { ComponentType } from 'react';
import type { GameArgs, GameMode } from '../contract';

/** The players of a match: seat i is `names[i]`; in AI mode, `computer` names the seats it plays. */
export function seatArgs(mode: GameMode, names: readonly string[], computer?: { aiSeats: string[]; aiLevel?: string }): GameArgs {
  return {
    mode,
    players: names.map((name, seat) => ({ playerID: String(seat), name })),
    ...(computer ? { aiSeats: computer.aiSeats, ...(computer.aiLevel ? { aiLevel: computer.aiLevel } : {}) } : {}),
  };
}

/**
 * A boardgame.io context: turn 1 of the default phase, seats in order, no stages, `fields`
 * laid over that. The number of seats follows `numPlayers` or `playOrder` (2 when neither is
 * given), and the play order position follows `currentPlayer` (the first seat when not given).
 */
export function testCtx(fields: Partial<Ctx> = {}): Ctx {
  const numPlayers = fields.numPlayers ?? fields.playOrder?.length ?? 2;
  const playOrder = fields.playOrder ?? Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const currentPlayer = fields.currentPlayer ?? playOrder[0]!;
  return {
    numPlayers,
    playOrder,
    currentPlayer,
    playOrderPos: Math.max(0, playOrder.indexOf(currentPlayer)),
    turn: 1,
    phase: 'default',
    activePlayers: null,
    ...fields,
  } as Ctx;
}

/** A jest spy per move name, to hand a board as its `moves` and check what it called. */
export function moveSpies<Name extends string>(names: readonly Name[]): Record<Name, jest.Mock> {
  return Object.fromEntries(names.map((name) => [name, jest.fn()])) as Record<Name, jest.Mock>;
}

export interface BoardCase<G> {
  G: G;
  /** A whole context, or the fields to lay over `testCtx`'s defaults. */
  ctx?: Partial<Ctx>;
  moves?: Record<string, unknown>;
  /** The seat looking at the board; null (the default) is a shared device or a spectator. */
  playerID?: string | null;
  gameArgs: GameArgs;
}

/**
 * Renders `Board` with boardgame.io's board props built from `board`: tests hand a board only the
 * props it reads, hence the one cast here instead of one in every test.
 */
export function renderBoard<G, Props extends object>(Board: ComponentType<Props>, board: BoardCase<G>): RenderResult {
  const props = {
    G: board.G,
    ctx: testCtx(board.ctx),
    moves: board.moves ?? {},
    playerID: board.playerID ?? null,
    gameArgs: board.gameArgs,
  } as unknown as Props;
  return render(<Board {...props} />);
}

/**
 * Plays `game` on one device through boardgame.io's own React client (its reducer, turn order and
 * events), with `Board` as the board and the site's `gameArgs`; `setup` replaces the game's
 * starting position.
 */
export function renderLocalPlay<G, Props extends object>(
  game: Game<G>,
  Board: ComponentType<Props>,
  gameArgs: GameArgs,
  options: { setup?: () => G; numPlayers?: number } = {},
): RenderResult {
  const App = Client<G>({
    game: options.setup ? { ...game, setup: options.setup } : game,
    board: (props) => <Board {...({ ...props, gameArgs } as unknown as Props)} />,
    numPlayers: options.numPlayers ?? gameArgs.players.length,
    debug: false,
  });
  return render(<App />);
}
