// What dealing from the cryptographic source costs (pnpm bench): a move that shuffles a 32-card deck
// and deals it, run through boardgame.io's reducer as the game server runs it, with the cryptographic
// source every game has and with the seeded stand-in tests use (mulberry32; boardgame.io's own Alea
// stream costs about the same).
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { defineGame, type MoveContext, withSeededChance } from '../src';
import { type BenchFigure, measure } from '../src/testing';

interface Table {
  hands: number[][];
}

function deal({ G, random }: MoveContext<Table>) {
  const deck = random.Shuffle(Array.from({ length: 32 }, (_, card) => card));
  G.hands = [deck.slice(0, 10), deck.slice(10, 20), deck.slice(20, 30), deck.slice(30)];
}

const table = defineGame({
  name: 'table',
  minPlayers: 3,
  maxPlayers: 3,
  setup: () => ({ hands: [] as number[][] }),
  moves: { deal },
});

const DEALS = 2_000;

async function dealsPerRun(name: string, game: typeof table): Promise<BenchFigure> {
  const reducer = CreateGameReducer({ game });
  const start = InitializeGame({ game: { ...game, seed: 'bench' }, numPlayers: 3 }) as State<Table>;
  const action = { type: 'MAKE_MOVE', payload: { type: 'deal', args: [], playerID: '0' } } as never;
  const figure = await measure(name, 30, () => {
    let state = start;
    for (let i = 0; i < DEALS; i += 1) state = reducer(state, action) as State<Table>;
  });
  // measure() times a run of DEALS deals; report the time of one deal in microseconds.
  const perDeal = (ms: number) => Math.round((ms / DEALS) * 1000 * 1000) / 1000;
  return { ...figure, unit: 'µs', median: perDeal(figure.median), p99: perDeal(figure.p99) };
}

export default async function bench(): Promise<BenchFigure[]> {
  return [
    await dealsPerRun('deal of 32 cards through the reducer, cryptographic source', table),
    await dealsPerRun('deal of 32 cards through the reducer, seeded stand-in', withSeededChance(table)),
  ];
}
