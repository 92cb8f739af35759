import { Client } from 'boardgame.io/client';
import { seatsThatMayAct, withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { enumerate, type EnumeratedMove } from './enumerate';
import { game } from './game';
import { SEATS } from './rules';
import type { SixtySixState } from './types';
import { playerView } from './view';

const keys = (moves: EnumeratedMove[]) => moves.map((move) => JSON.stringify(move)).sort();

/**
 * A computer seat sees only its view: what it may do, worked out from that view, must be exactly
 * what the rules accept from it, and nothing for a seat that may not act. No draw is ever offered:
 * the play that completes a trick draws.
 */
describe('computer seats act only when and as the rules allow', () => {
  it('in seeded random matches', () => {
    for (let seed = 1; seed <= 3; seed += 1) {
      const random = seededRandom(seed);
      const client = Client<SixtySixState>({
        game: withSeededChance({ ...game, seed: String(seed), playerView: undefined }),
        numPlayers: 2,
        debug: false,
      });
      client.start();
      for (let step = 0; step < 300; step += 1) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover !== undefined) break;
        const acting = seatsThatMayAct(ctx);
        for (const seat of SEATS) {
          const fromView = enumerate(playerView({ G, playerID: seat }), ctx, seat);
          expect(keys(fromView)).toEqual(keys(enumerate(G, ctx, seat)));
          expect(fromView.map((m) => m.move)).not.toContain('draw');
          if (!acting.includes(seat)) expect(fromView).toEqual([]);
        }
        const seat = acting[Math.floor(random() * acting.length)]!;
        const options = enumerate(G, ctx, seat);
        const pick = options[Math.floor(random() * options.length)]!;
        client.updatePlayerID(seat);
        (client.moves as Record<string, (...args: unknown[]) => void>)[pick.move]!(...pick.args);
      }
    }
  });
});
