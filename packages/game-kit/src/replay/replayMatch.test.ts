import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx, LogEntry } from 'boardgame.io';
import { defineGame, type MoveContext } from '../defineGame';
import { addLogLine, GAME_LOG_LIMIT, type LogLine } from '../gameLog';
import { lineOfPosition, positionAfterLine } from './logLinePositions';
import { rulesFromStart } from './rulesFromStart';
import { type MatchPosition, replayMatch } from './replayMatch';

interface Race {
  steps: number[];
  log: LogLine[];
  roll: number | null;
}

// Seats take turns; the first to `goal` steps wins. `step` ends the turn itself (logged as an automatic event).
function step({ G, playerID, events }: MoveContext<Race>, count: number) {
  if (count !== 1 && count !== 2) return INVALID_MOVE;
  G.steps[Number(playerID)]! += count;
  addLogLine(G, { key: 'stepped', seat: playerID, values: { count } });
  events.endTurn();
}

/** Marks time without a log line (a move that tells nothing). */
function wait({ events }: MoveContext<Race>) {
  events.endTurn();
}

/** Throws a die whose number changes nothing: only the chance drawn tells a replay apart. */
function roll({ G, random, events }: MoveContext<Race>) {
  G.roll = random.D6() > 0 ? 1 : 0;
  addLogLine(G, { key: 'rolled' });
  events.endTurn();
}

const raceTo = (goal: number) =>
  defineGame({
    name: 'race',
    minPlayers: 2,
    maxPlayers: 2,
    setup: ({ ctx }) => ({ steps: Array<number>(ctx.numPlayers).fill(0), log: [] as LogLine[], roll: null as number | null }),
    moves: { step, wait, roll },
    endIf: ({ G }) => {
      const winner = G.steps.findIndex((steps) => steps >= goal);
      return winner >= 0 ? { winner: String(winner) } : undefined;
    },
    ai: { enumerate: () => [{ move: 'step', args: [1] }] },
  });

const race = raceTo(5);

type RaceMove = ['step', number] | ['wait'] | ['roll'];

/** Plays the moves on boardgame.io's own client, keeping every state it went through. */
function play(game: ReturnType<typeof raceTo>, played: RaceMove[]) {
  const client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  const seen: MatchPosition<Race>[] = [];
  const keep = () => {
    const state = client.getState()!;
    seen.push({ G: state.G, ctx: state.ctx });
  };
  keep();
  for (const [name, ...args] of played) {
    (client.moves[name] as (...a: unknown[]) => void)(...args);
    keep();
  }
  const state = client.getState()!;
  return {
    log: state.log as LogEntry[],
    current: { G: state.G, ctx: state.ctx as Ctx },
    seen,
    initialState: client.getInitialState(),
  };
}

const stripped = ({ G, ctx }: MatchPosition<Race>) => JSON.parse(JSON.stringify({ G, ctx })) as unknown;

describe('replayMatch', () => {
  it('gives every position the players saw, from the start to the final state', () => {
    const match = play(race, [['step', 2], ['step', 1], ['wait'], ['step', 2], ['step', 2], ['step', 1], ['step', 2]]);
    expect(match.current.ctx.gameover).toEqual({ winner: '0' });
    const replay = replayMatch({ game: race, numPlayers: 2, log: match.log, current: match.current });
    expect(replay?.positions.map(stripped)).toEqual(match.seen.map(stripped));
    expect(replay?.positions[2]?.G.steps).toEqual([2, 1]);
  });

  it('starts from the initial state the client holds when given it', () => {
    const match = play(race, [
      ['step', 2],
      ['step', 2],
      ['step', 2],
      ['step', 2],
      ['step', 2],
    ]);
    const replay = replayMatch({
      game: race,
      numPlayers: 2,
      log: match.log,
      current: match.current,
      initialState: match.initialState as never,
    });
    expect(replay?.positions).toHaveLength(6);
  });

  it('ties each log line to the position after the move that wrote it, moves without a line included', () => {
    const match = play(race, [['step', 2], ['wait'], ['step', 1], ['step', 2], ['step', 2]]);
    const replay = replayMatch({ game: race, numPlayers: 2, log: match.log, current: match.current })!;
    const shown = match.current.G.log.length;
    expect(shown).toBe(4);
    expect([0, 1, 2, 3].map((line) => positionAfterLine(replay, shown, line))).toEqual([1, 3, 4, 5]);
    // After the wait (position 2) the newest line is still the first step's.
    expect([0, 1, 2, 3, 4, 5].map((position) => lineOfPosition(replay, shown, position))).toEqual([undefined, 0, 0, 1, 2, 3]);
  });

  it('keeps the lines in step when the log has dropped its oldest ones', () => {
    const goal = GAME_LOG_LIMIT / 2 + 5;
    const long = raceTo(goal);
    const moves: RaceMove[] = Array.from({ length: 2 * (goal - 1) + 1 }, () => ['step', 1]);
    const match = play(long, moves);
    expect(match.current.ctx.gameover).toBeDefined();
    const replay = replayMatch({ game: long, numPlayers: 2, log: match.log, current: match.current })!;
    const shown = match.current.G.log.length;
    expect(shown).toBe(GAME_LOG_LIMIT);
    expect(positionAfterLine(replay, shown, shown - 1)).toBe(moves.length);
    expect(positionAfterLine(replay, shown, 0)).toBe(moves.length - GAME_LOG_LIMIT + 1);
    expect(lineOfPosition(replay, shown, 3)).toBeUndefined();
  });

  it('offers no positions when the log does not lead to the state the client holds', () => {
    const match = play(race, [
      ['step', 2],
      ['step', 1],
      ['step', 2],
      ['step', 2],
      ['step', 2],
    ]);
    // A match restored without its log, or with a gap in it.
    expect(replayMatch({ game: race, numPlayers: 2, log: [], current: match.current })).toBeUndefined();
    expect(replayMatch({ game: race, numPlayers: 2, log: match.log.slice(1), current: match.current })).toBeUndefined();
    expect(replayMatch({ game: race, numPlayers: 2, log: undefined, current: match.current })).toBeUndefined();
    const redacted = match.log.map((entry, index) => (index === 0 ? { ...entry, redact: true } : entry));
    expect(replayMatch({ game: race, numPlayers: 2, log: redacted, current: match.current })).toBeUndefined();
  });

  it('offers no positions for a match whose moves drew chance', () => {
    const match = play(race, [['roll'], ['step', 2], ['step', 2], ['step', 2], ['step', 2], ['step', 2]]);
    expect(match.current.ctx.gameover).toBeDefined();
    expect(replayMatch({ game: race, numPlayers: 2, log: match.log, current: match.current })).toBeUndefined();
  });

  it('offers no positions for a game with hidden information', () => {
    const hidden = { ...race, playerView: ({ G }: { G: Race }) => ({ ...G, roll: null }) };
    const match = play(race, [
      ['step', 2],
      ['step', 2],
      ['step', 2],
      ['step', 2],
      ['step', 2],
    ]);
    // The same match replays where nothing is hidden: only the game's hidden information refuses it.
    expect(replayMatch({ game: race, numPlayers: 2, log: match.log, current: match.current })).toBeDefined();
    expect(replayMatch({ game: hidden, numPlayers: 2, log: match.log, current: match.current })).toBeUndefined();
  });
});

describe('rulesFromStart', () => {
  it("replays a match set up with settings the client does not know, from the server's first state", () => {
    // The settings give seat 1 a head start of three steps.
    const withHeadStart = {
      ...race,
      setup: ({ ctx }: { ctx: Ctx }, headStart?: number) => ({
        steps: Array.from({ length: ctx.numPlayers }, (_, seat) => (seat === 1 ? (headStart ?? 0) : 0)),
        log: [] as LogLine[],
        roll: null as number | null,
      }),
    };
    const client = Client({
      game: { ...withHeadStart, setup: (context: { ctx: Ctx }) => withHeadStart.setup(context, 3) },
      numPlayers: 2,
      debug: false,
    });
    client.start();
    for (const count of [1, 2]) client.moves.step!(count);
    const state = client.getState()!;
    expect(state.ctx.gameover).toEqual({ winner: '1' });
    const current = { G: state.G, ctx: state.ctx as Ctx };
    const log = state.log as LogEntry[];
    expect(replayMatch({ game: withHeadStart, numPlayers: 2, log, current })).toBeUndefined();
    const replay = replayMatch({ game: rulesFromStart(withHeadStart, client.getInitialState()!), numPlayers: 2, log, current });
    expect(replay?.positions.map(({ G }) => (G as Race).steps)).toEqual([
      [0, 3],
      [1, 3],
      [1, 5],
    ]);
  });
});
