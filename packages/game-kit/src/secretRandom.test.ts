import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { defineGame, type MoveContext } from './defineGame';
import { drawsSecretChance, SECRET_RANDOM_PLUGIN, withSeededChance, withSecretRandom } from './secretRandom';

interface Table {
  deck: number[];
  hands: number[][];
  rolls: number[];
  deals: number;
}

// Two hidden hands of five from 52 cards, dealt again on every `redeal`, as a card game deals.
function redeal({ G, random }: MoveContext<Table>) {
  const shuffled = random.Shuffle(G.deck);
  G.hands = [shuffled.slice(0, 5), shuffled.slice(5, 10)];
  G.deals += 1;
}

function roll({ G, random }: MoveContext<Table>) {
  G.rolls.push(random.D6(), random.Die(20), Math.floor(random.Number() * 100));
}

function wait({ G }: MoveContext<Table>) {
  if (G.deals > 100) return INVALID_MOVE;
}

const table = defineGame({
  name: 'table',
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ deck: Array.from({ length: 52 }, (_, card) => card), hands: [[], []], rolls: [], deals: 0 }),
  moves: { redeal, roll, wait },
  playerView: ({ G, playerID }) => ({ ...G, hands: G.hands.map((hand, seat) => (String(seat) === playerID ? hand : [])) }),
});

/** The server's whole state after the moves, as boardgame.io's master computes it. */
function masterState(game: Game, seed: string, moves: string[]): State<Table> {
  const rules = { ...game, seed };
  const reducer = CreateGameReducer({ game: rules });
  let state = InitializeGame({ game: rules, numPlayers: 2 }) as State<Table>;
  for (const type of moves)
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type, args: [], playerID: '0' } } as never) as State<Table>;
  return state;
}

/** Deals twice from the given match seed and returns the second deal. */
const secondDeal = (game: Game, seed: string) => masterState(game, seed, ['redeal', 'redeal']).G.hands;

describe('the cryptographic source every defined game draws chance from', () => {
  it('deals differently in two matches with the same seed and the same moves', () => {
    const first = secondDeal(table, 'same seed');
    const second = secondDeal(table, 'same seed');
    expect(first.flat()).toHaveLength(10);
    expect(first).not.toEqual(second);
  });

  it('is what makes them differ: a seeded stand-in repeats the deal exactly', () => {
    const seeded = withSeededChance(table);
    expect(secondDeal(seeded, 'same seed')).toEqual(secondDeal(seeded, 'same seed'));
    expect(secondDeal(seeded, 'same seed')).not.toEqual(secondDeal(seeded, 'other seed'));
  });

  it('keeps no seed, state or per-deal secret in the match, so no view, log or plugin data can carry one', () => {
    const state = masterState(table, 'seed', ['redeal', 'roll', 'redeal']);
    expect(state.G.deals).toBe(2);
    expect(state.plugins[SECRET_RANDOM_PLUGIN]?.data).toEqual({});
    const client = Client({ game: table, numPlayers: 2, playerID: '0', debug: false });
    client.moves.redeal!();
    const view = client.getState()!;
    expect(view.G.hands[0]).toHaveLength(5);
    expect(view.plugins[SECRET_RANDOM_PLUGIN]?.data).toBeUndefined();
    expect(JSON.stringify(view.log)).not.toContain(SECRET_RANDOM_PLUGIN);
  });

  it('is never predicted on a client: a move that drew chance waits for the server', () => {
    const client = CreateGameReducer({ game: table, isClient: true });
    const before = InitializeGame({ game: table, numPlayers: 2 }) as State<Table>;
    const move = (type: string) => ({ type: 'MAKE_MOVE', payload: { type, args: [], playerID: '0' } }) as never;
    // A move without chance is applied at once; one that drew chance leaves the client's state as it was.
    expect((client(before, move('wait')) as State<Table>)._stateID).toBe(before._stateID + 1);
    for (const drawsChance of ['redeal', 'roll']) {
      const predicted = client(before, move(drawsChance)) as State<Table>;
      expect(predicted._stateID).toBe(before._stateID);
      expect(predicted.G).toEqual(before.G);
    }
  });

  it('rolls dice and numbers in range, and shuffles into permutations', () => {
    const { rolls } = masterState(table, 'seed', Array<string>(200).fill('roll')).G;
    const d6 = rolls.filter((_, i) => i % 3 === 0);
    const d20 = rolls.filter((_, i) => i % 3 === 1);
    const percent = rolls.filter((_, i) => i % 3 === 2);
    expect(new Set(d6)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(Math.min(...d20)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...d20)).toBeLessThanOrEqual(20);
    expect(Math.min(...percent)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...percent)).toBeLessThan(100);
    const { hands } = masterState(table, 'seed', ['redeal']).G;
    expect(new Set(hands.flat()).size).toBe(10);
  });

  it('is installed in every defined game, and a seeded stand-in is told apart', () => {
    expect(drawsSecretChance(table)).toBe(true);
    expect(drawsSecretChance(withSeededChance(table))).toBe(false);
    expect(drawsSecretChance(withSecretRandom(withSeededChance(table)))).toBe(true);
    expect(drawsSecretChance({ plugins: [] })).toBe(false);
  });
});
