import { Client } from 'boardgame.io/client';
import type { Game, PlayerID } from 'boardgame.io';
import { seatsThatMayMove } from '../seatsThatMayAct';
import { withSeededChance } from '../secretRandom';
import { seededRandom } from './seededRandom';
import type { SecretsFor } from '../contract';
import { secretsSeenIn } from './secretsSeen';

export interface HiddenInformationOptions<G> {
  numPlayers: number;
  seeds: number[];
  secretsFor: SecretsFor<G>;
  maxMoves?: number;
  setupData?: unknown;
}

export interface Leak {
  seed: number;
  turn: number;
  viewer: PlayerID | null;
  secret: string;
}

type EnumeratedMove = { move: string; args?: unknown[] } | { event: string; args?: unknown[] };

function withSetupData<G>(game: Game<G>, setupData: unknown): Game<G> {
  if (setupData === undefined || !game.setup) return game;
  const setup = game.setup;
  return { ...game, setup: (context) => setup(context, setupData) };
}

/**
 * Plays seeded random matches and, after every move, compares each seat's and a spectator's
 * `playerView` with the secrets the game declares for them. Returns every leak found.
 */
export function findLeaks<G>(game: Game<G>, options: HiddenInformationOptions<G>): Leak[] {
  const leaks: Leak[] = [];
  const viewers: Array<PlayerID | null> = [...Array.from({ length: options.numPlayers }, (_, i) => String(i)), null];
  const enumerate = game.ai?.enumerate;
  if (!enumerate) throw new Error(`${game.name}: game.ai.enumerate is missing`);
  if (!game.playerView) throw new Error(`${game.name}: a game with secrets needs a playerView`);
  const playerView = game.playerView;
  // The driver sees the full state; views are computed from it exactly as the server does.
  const driverGame = { ...withSetupData(game, options.setupData), playerView: undefined };
  for (const seed of options.seeds) {
    const random = seededRandom(seed);
    const client = Client({
      game: withSeededChance({ ...driverGame, seed: String(seed) }),
      numPlayers: options.numPlayers,
      debug: false,
    });
    client.start();
    for (let moves = 0; moves <= (options.maxMoves ?? 300); moves += 1) {
      const state = client.getState()!;
      for (const viewer of viewers) {
        const view = playerView({ G: state.G, ctx: state.ctx, playerID: viewer });
        for (const secret of secretsSeenIn(view, options.secretsFor(state.G, state.ctx, viewer))) {
          leaks.push({ seed, turn: state.ctx.turn, viewer, secret });
        }
      }
      if (state.ctx.gameover !== undefined) break;
      const candidates = seatsThatMayMove(state.ctx).flatMap((playerID) =>
        (enumerate(state.G, state.ctx, playerID) as EnumeratedMove[]).map((m) => ({ playerID, m })),
      );
      if (candidates.length === 0) break;
      const pick = candidates[Math.floor(random() * candidates.length)]!;
      client.updatePlayerID(pick.playerID);
      if ('move' in pick.m) client.moves[pick.m.move]!(...(pick.m.args ?? []));
      else (client.events as Record<string, (...a: unknown[]) => void>)[pick.m.event]!(...(pick.m.args ?? []));
    }
    client.stop();
  }
  return leaks;
}
