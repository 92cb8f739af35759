import { Client } from 'boardgame.io/client';
import { seatsThatMayAct, withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { SEATS } from './dealing';
import { enumerate, type SkatMove } from './enumerate';
import { game } from './game';
import type { SkatState } from './types';
import { playerView } from './views';

const key = (move: { move: string; args: unknown[] }) => JSON.stringify(move);
const keys = (moves: SkatMove[]) => moves.map(key).sort();

/**
 * A computer seat sees only its view: what it may do, worked out from that view, must be exactly what
 * the rules accept from it (nothing for a seat that may not act), and its bids and its answer at a
 * round end must be among them.
 */
describe('computer seats act only when and as the rules allow', () => {
  it('in seeded random matches', async () => {
    for (let seed = 1; seed <= 2; seed += 1) {
      const random = seededRandom(seed);
      const client = Client<SkatState>({
        game: withSeededChance({ ...game, seed: String(seed), playerView: undefined }),
        numPlayers: 3,
        debug: false,
      });
      client.start();
      for (let step = 0; step < 300; step += 1) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover !== undefined) break;
        const acting = seatsThatMayAct(ctx);
        for (const seat of SEATS) {
          const view = playerView({ G, ctx, playerID: seat });
          const fromView = enumerate(view, ctx, seat);
          expect({ seat, stage: G.stage, moves: keys(fromView) }).toEqual({
            seat,
            stage: G.stage,
            moves: keys(enumerate(G, ctx, seat)),
          });
          if (!acting.includes(seat)) expect(fromView).toEqual([]);
          else if (G.stage === 'bidding' || G.stage === 'roundEnd') {
            const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'easy', random });
            expect(keys(fromView)).toContain(key(choice as never));
          }
        }
        const seat = acting[Math.floor(random() * acting.length)]!;
        const options = enumerate(G, ctx, seat).filter((m) => m.move !== 'quit');
        const pick = options[Math.floor(random() * options.length)]!;
        client.updatePlayerID(seat);
        (client.moves as Record<string, (...args: unknown[]) => void>)[pick.move]!(...pick.args);
      }
    }
  });
});
