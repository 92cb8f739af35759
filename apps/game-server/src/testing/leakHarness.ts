// The hidden-information harness, end to end: seeded random matches played through a real game
// server (boardgame.io's master behind the project's socket guard and filters), recording every
// message each seat and a spectator receives: syncs with their initial state and log, updates with
// their log entries (move names and arguments), match data. A secret the game declares for a viewer
// must never be in what that viewer received.
import type { Game, PlayerID, State } from 'boardgame.io';
import { declaredSecrets, keepsSecrets, secretsSeenIn, seededRandom, type Leak } from '@tabula/game-kit/testing';
import type { SqlStorage } from '../storage/SqlStorage';
import type { lobbyClient } from './lobby';
import { legalMove, openMatch } from './matchFixture';

export interface LiveLeakOptions {
  server: string;
  lobby: ReturnType<typeof lobbyClient>;
  storage: SqlStorage;
  seeds: number[];
  maxMoves?: number;
}

/** Fails for a game that filters what seats see without declaring what is secret. */
export function requireSecretsDeclared(game: Game): void {
  if (keepsSecrets(game) && !declaredSecrets(game)) {
    throw new Error(`${game.name} has a playerView but declares no secrets: say what each seat may not see (game.secrets)`);
  }
}

export interface LiveLeakReport {
  leaks: Leak[];
  moves: number;
  /** How many times a secret value was looked for in what a viewer received. */
  secretsChecked: number;
}

export async function findLeaksLive(game: Game, options: LiveLeakOptions): Promise<LiveLeakReport> {
  requireSecretsDeclared(game);
  const secretsFor = declaredSecrets(game);
  const report: LiveLeakReport = { leaks: [], moves: 0, secretsChecked: 0 };
  if (!secretsFor) return report;
  const { leaks } = report;
  for (const seed of options.seeds) {
    const random = seededRandom(seed);
    const match = await openMatch(options.server, options.lobby, game);
    const viewers: Array<PlayerID | null> = [...match.seats.map((_, seat) => String(seat)), null];
    const checkedUpTo = match.everyone.map(() => 0);
    try {
      for (let moves = 0; ; moves += 1) {
        const { state } = (await options.storage.fetch(match.matchID, { state: true })) as { state: State };
        // What arrived since the last look describes this state (or an earlier one).
        match.everyone.forEach((socket, index) => {
          const fresh = socket.received.slice(checkedUpTo[index]);
          checkedUpTo[index] = socket.received.length;
          const viewer = viewers[index]!;
          const secrets = secretsFor(state.G, state.ctx, viewer);
          report.secretsChecked += secrets.length;
          for (const secret of secretsSeenIn(fresh, secrets)) {
            leaks.push({ seed, turn: state.ctx.turn, viewer, secret });
          }
        });
        if (state.ctx.gameover !== undefined || moves >= (options.maxMoves ?? 200)) break;
        const { playerID, move } = legalMove(game, state, Math.floor(random() * 1_000_000));
        await match.play(playerID, move);
        report.moves += 1;
      }
    } finally {
      match.close();
    }
  }
  return report;
}
