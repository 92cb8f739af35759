import { Client } from 'boardgame.io/client';
import type { Ctx } from 'boardgame.io';
import { seatsThatMayAct, withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { SchafkopfState } from './types';
import { playerView } from './view';

const key = (move: { move: string; args: unknown[] }) => JSON.stringify(move);
const keys = (moves: { move: string; args: unknown[] }[]) => moves.map(key).sort();

/**
 * A computer seat sees only its view: what it may do, worked out from that view, must be exactly what
 * the rules accept from it (nothing for a seat that may not act), and its choices outside the card
 * play (bids, the declaration, Contra and Re, the next deal) must be among them.
 */
describe('computer seats act only when and as the rules allow', () => {
  it.each([3, 4])('in seeded random %i-player matches', async (numPlayers) => {
    for (let seed = 1; seed <= 2; seed += 1) {
      const random = seededRandom(seed);
      const client = Client<SchafkopfState>({
        game: withSeededChance({ ...game, seed: String(seed), playerView: undefined }),
        numPlayers,
        debug: false,
      });
      client.start();
      for (let step = 0; step < 300; step += 1) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover !== undefined) break;
        const acting = seatsThatMayAct(ctx);
        for (const seat of G.seats) {
          const view = playerView({ G, ctx: ctx as Ctx, playerID: seat });
          const fromView = enumerateMoves(view, ctx, seat);
          expect({ seat, phase: ctx.phase, moves: keys(fromView) }).toEqual({
            seat,
            phase: ctx.phase,
            moves: keys(enumerateMoves(G, ctx, seat)),
          });
          if (!acting.includes(seat)) expect(fromView).toEqual([]);
          else if (ctx.phase !== 'play') {
            const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'easy', random });
            expect(keys(fromView)).toContain(key(choice as never));
          }
        }
        const seat = acting[Math.floor(random() * acting.length)]!;
        const options = enumerateMoves(G, ctx, seat).filter((m) => m.move !== 'quit');
        const pick = options[Math.floor(random() * options.length)]!;
        client.updatePlayerID(seat);
        (client.moves as Record<string, (...args: unknown[]) => void>)[pick.move]!(...pick.args);
      }
    }
  });
});
