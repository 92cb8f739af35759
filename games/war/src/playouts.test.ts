import { withSeededChance } from '@tabula/game-kit';
import { randomPlayout } from '@tabula/game-kit/testing';
import { Client } from 'boardgame.io/client';
import { BATTLE_CAP } from './battle';
import { game } from './game';
import type { WarState } from './types';

/** Plays a seeded match to the end (the only move is the flip of the seat to act). */
function playSeeded(seed: string) {
  const client = Client<WarState>({
    game: withSeededChance({ ...game, playerView: ({ G }: { G: WarState }) => G, seed }),
    numPlayers: 2,
    debug: false,
  });
  client.start();
  const dealt = structuredClone(client.getState()!.G.pileCards);
  while (client.getState()!.ctx.gameover === undefined) {
    client.updatePlayerID(client.getState()!.G.toAct);
    client.moves.flip!();
  }
  const { G, ctx } = client.getState()!;
  return { dealt, log: G.log, battles: G.battles, gameover: ctx.gameover };
}

describe('war seeded matches', () => {
  it('deals the same piles and plays the same match for the same seed, other piles for another', () => {
    const first = playSeeded('war-1');
    expect(playSeeded('war-1')).toEqual(first);
    expect(playSeeded('war-2').dealt).not.toEqual(first.dealt);
    expect(first.dealt['0']).toHaveLength(26);
    expect(new Set([...first.dealt['0']!, ...first.dealt['1']!]).size).toBe(52);
  });

  it('plays seeded random matches to an end: all 52 in one pile, a seat out of cards for a war, or the cap', () => {
    for (let seed = 1; seed <= 3; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 2 * (BATTLE_CAP + 20) });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({ reason: expect.stringMatching(/^(allCards|outOfCards|battleCap)$/) });
    }
  });
});
