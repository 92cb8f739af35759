import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { withSeededChance } from '@tabula/game-kit';
import { game } from './game';
import type { SecretCodesState, Settings } from './types';

/**
 * A match in tests: the whole state (as the server sees it) and moves made as any seat. Its chance is
 * a seeded stand-in (the same seed deals alike), unless `secretChance` keeps the game's own source.
 */
export function testMatch(numPlayers: number, settings?: Partial<Settings>, seed = 'secretcodes test', secretChance = false) {
  const setup = game.setup!;
  const rules = {
    ...game,
    seed,
    playerView: undefined,
    setup: (context: Parameters<typeof setup>[0]) => setup(context, settings),
  };
  const client = Client({
    game: secretChance ? rules : withSeededChance(rules),
    numPlayers,
    debug: false,
  });
  client.start();
  const state = () => client.getState() as unknown as { G: SecretCodesState; ctx: Ctx; _stateID: number };
  /** Makes a move as `seat`; true when the rules took it (the state moved on). */
  const as =
    (seat: string) =>
    (move: string, ...args: unknown[]): boolean => {
      const before = state()._stateID;
      client.updatePlayerID(seat);
      client.moves[move]!(...args);
      return state()._stateID > before;
    };
  return { client, state, as };
}

/** Four players: 0 and 1 Blue (0 its spymaster), 2 and 3 Red (2 its spymaster), play started. */
export function startedFour(settings?: Partial<Settings>, seed?: string, secretChance = false) {
  const match = testMatch(4, settings, seed, secretChance);
  const { as } = match;
  as('0')('joinTeam', 'blue');
  as('1')('joinTeam', 'blue');
  as('2')('joinTeam', 'red');
  as('3')('joinTeam', 'red');
  as('0')('appointSpymaster', '0', 'blue');
  as('0')('appointSpymaster', '2', 'red');
  if (!as('0')('startPlay')) throw new Error('could not start');
  return match;
}

/** The active team's spymaster and first guesser. */
export function actors(G: SecretCodesState) {
  const team = G.turn!.team;
  const spymaster = G.spymasters[team]!;
  const guesser = Object.keys(G.teams).find((seat) => G.teams[seat] === team && seat !== spymaster)!;
  return { team, spymaster, guesser };
}

/** The first unrevealed card that is `agent`. */
export function cardOf(G: SecretCodesState, agent: string, skip = 0): number {
  return G.key!.map((a, i) => (a === agent && G.revealed[i] === null ? i : -1)).filter((i) => i >= 0)[skip]!;
}
