import { Client } from 'boardgame.io/client';
import type { Game, PlayerID } from 'boardgame.io';
import type { AiMove } from '../contract';
import { declaredMoveArguments } from '../moveArity';
import { seatsThatMayAct } from '../seatsThatMayAct';
import { withSeededChance } from '../secretRandom';
import { seededRandom } from './seededRandom';

export interface PlayoutOptions {
  numPlayers: number;
  seed: number;
  maxMoves?: number;
  setupData?: unknown;
}

export interface PlayoutReport {
  moves: number;
  gameover: unknown;
  /** A move `ai.enumerate` offered that the rules then refused (state unchanged). */
  rejected: Array<{ playerID: PlayerID; move: AiMove }>;
}

type EnumeratedMove = { move: string; args?: unknown[] } | { event: string; args?: unknown[] };

/**
 * Plays a seeded random game through boardgame.io's own client, picking among what `ai.enumerate`
 * offers every seat that may act (several at once when the game has them choose at the same time).
 * Each move is checked to have been accepted (the state advanced). It sees the whole state, so a game
 * with secrets is played as the server plays it.
 */
export function randomPlayout<G>(game: Game<G>, options: PlayoutOptions): PlayoutReport {
  const random = seededRandom(options.seed);
  // The driver sees the whole state (as the game server does): a game's playerView would show it one seat's view only.
  const driver = withSeededChance({ ...game, seed: String(options.seed), playerView: undefined });
  const client = Client({ game: driver, numPlayers: options.numPlayers, debug: false });
  client.start();
  const report: PlayoutReport = { moves: 0, gameover: undefined, rejected: [] };
  const maxMoves = options.maxMoves ?? 1000;
  const enumerate = game.ai?.enumerate;
  const declared = declaredMoveArguments(game);
  if (!enumerate) throw new Error(`${game.name}: game.ai.enumerate is missing`);
  while (report.moves < maxMoves) {
    const state = client.getState();
    if (!state) throw new Error('client has no state');
    if (state.ctx.gameover !== undefined) {
      report.gameover = state.ctx.gameover;
      break;
    }
    const candidates = seatsThatMayAct(state.ctx).flatMap((playerID) =>
      (enumerate(state.G, state.ctx, playerID) as EnumeratedMove[]).map((m) => ({ playerID, m })),
    );
    if (candidates.length === 0) throw new Error(`${game.name}: no legal move at turn ${state.ctx.turn} but game not over`);
    const pick = candidates[Math.floor(random() * candidates.length)]!;
    // The game server refuses more arguments than a move declares: so does the playout.
    if ('move' in pick.m && (pick.m.args?.length ?? 0) > (declared.get(pick.m.move) ?? Infinity)) {
      report.rejected.push({ playerID: pick.playerID, move: { move: pick.m.move, args: pick.m.args ?? [] } });
      break;
    }
    client.updatePlayerID(pick.playerID);
    const before = state._stateID;
    if ('move' in pick.m) {
      client.moves[pick.m.move]!(...(pick.m.args ?? []));
    } else {
      (client.events as Record<string, (...a: unknown[]) => void>)[pick.m.event]!(...(pick.m.args ?? []));
    }
    const after = client.getState()!;
    if (after._stateID === before) {
      report.rejected.push({
        playerID: pick.playerID,
        move: { move: 'move' in pick.m ? pick.m.move : pick.m.event, args: pick.m.args ?? [] },
      });
      break;
    }
    report.moves += 1;
  }
  client.stop();
  return report;
}
