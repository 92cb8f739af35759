import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { startTableClock, TABLE_CLOCK_PLUGIN, tableClockOf, withTableClock } from './tableClock';
import type { TableRules } from './tableRules';

interface Picks {
  picks: Record<string, string>;
}

// Seats take turns; at turn 3 both seats choose at the same time, in one shared stage.
const game: Game<Picks> = {
  name: 'picks',
  setup: () => ({ picks: {} }),
  moves: {
    pass: ({ events }) => events.endTurn(),
    choose: ({ G, playerID, events }, pick: string) => {
      G.picks[playerID] = pick;
      events.endStage();
    },
  },
  turn: {
    onBegin: ({ ctx, events }) => {
      if (ctx.turn === 3) events.setActivePlayers({ all: 'choosing' });
    },
    stages: {
      choosing: {
        moves: { choose: ({ G, playerID, events }, pick: string) => void ((G.picks[playerID] = pick), events.endStage()) },
      },
    },
  },
};

const perMove: TableRules = { clock: { kind: 'perMove', seconds: 15 }, onTimeout: 'moveOnce', awaySeconds: 60 };
const perMatch: TableRules = {
  clock: { kind: 'perMatch', minutes: 3, incrementSeconds: 5 },
  onTimeout: 'takeOver',
  awaySeconds: 60,
};
const none: TableRules = { clock: { kind: 'none' }, onTimeout: 'moveOnce', awaySeconds: null };

/** A match of `game` created at time 0 with `rules`, played by the reducer at the injected time `clock.now`. */
function match(rules: TableRules) {
  const clock = { now: 0 };
  const withClock = withTableClock(game, { now: () => clock.now });
  let state = InitializeGame({ game: withClock, numPlayers: 2 }) as State;
  state = { ...state, plugins: { ...state.plugins, [TABLE_CLOCK_PLUGIN]: { data: startTableClock(rules, state.ctx, 0) } } };
  const reducer = CreateGameReducer({ game: withClock });
  return {
    clock,
    data: () => tableClockOf(state)!,
    ctx: (): Ctx => state.ctx,
    move(at: number, playerID: string, type: string, ...args: unknown[]) {
      clock.now = at;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID } } as never) as State;
    },
  };
}

describe('the table clock', () => {
  it('gives the first seat its time plus 10 s of grace, and restarts it at each turn (perMove)', () => {
    const m = match(perMove);
    expect(m.data().deadlines).toEqual({ '0': 25_000 });
    m.move(4_000, '0', 'pass');
    expect(m.data().deadlines).toEqual({ '1': 19_000 });
    expect(m.data().since).toBe(4_000);
    expect(m.data().rules).toEqual(perMove);
  });

  it('charges a seat the time it ran and adds the increment, from its bank (perMatch)', () => {
    const m = match(perMatch);
    expect(m.data().banks).toEqual({ '0': 180_000, '1': 180_000 });
    // The grace is not charged: seat 0 moved 4 s after its time started.
    m.move(14_000, '0', 'pass');
    expect(m.data().banks).toEqual({ '0': 181_000, '1': 180_000 });
    expect(m.data().deadlines).toEqual({ '1': 194_000 });
    m.move(214_000, '1', 'pass');
    // Seat 1 ran 200 s, past its bank: 0, plus its increment.
    expect(m.data().banks).toEqual({ '0': 181_000, '1': 5_000 });
    // Turn 3: both seats choose, each with its own bank.
    expect(m.data().deadlines).toEqual({ '0': 395_000, '1': 219_000 });
  });

  it('stops a seat that chose in a shared stage and leaves the other its deadline', () => {
    const m = match(perMatch);
    m.move(10_000, '0', 'pass');
    m.move(20_000, '1', 'pass');
    expect(Object.keys(m.ctx().activePlayers ?? {})).toEqual(['0', '1']);
    const before = m.data();
    expect(Object.keys(before.deadlines).sort()).toEqual(['0', '1']);
    m.move(50_000, '1', 'choose', 'x');
    expect(m.data().deadlines).toEqual({ '0': before.deadlines['0'] });
    expect(m.data().banks['1']).toBe(before.banks['1']! - 30_000 + 5_000);
    expect(m.data().banks['0']).toBe(before.banks['0']);
  });

  it('runs no time with the rules without a clock, and still carries them', () => {
    const m = match(none);
    m.move(5_000, '0', 'pass');
    expect(m.data()).toMatchObject({ rules: none, deadlines: {}, since: null });
  });
});
