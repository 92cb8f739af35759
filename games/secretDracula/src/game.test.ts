import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';

const COUNTS = [5, 6, 7, 8, 9, 10];

describe('seeded random playouts through ai.enumerate', () => {
  it.each(COUNTS)('plays to a win at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2, 3]) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 1500 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({
        reason: expect.stringMatching(/garlicPolicies|draculaExecuted|bloodPolicies|draculaElected/),
      });
    }
  });
});

describe('hidden information', () => {
  it.each(COUNTS)('shows no seat or spectator a role, ballot, hand or deck order it may not know (%i players)', (numPlayers) => {
    const leaks = findLeaks(game, { numPlayers, seeds: [numPlayers], secretsFor, maxMoves: 250 });
    expect(leaks).toEqual([]);
  });

  it('finds a leak when a view carries every role (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        leakedRoles: Object.values(context.G.roles),
      }),
    };
    const leaks = findLeaks(leaky, { numPlayers: 7, seeds: [1], secretsFor, maxMoves: 5 });
    expect(leaks.map((leak) => leak.secret)).toContain('role of seat 1');
  });

  it('declares ballots as secret answers and the discards redacted, every move run on the server', () => {
    expect(game.moves!.vote).toMatchObject({ client: false, redact: true, ignoreStaleStateID: true });
    expect(game.moves!.mayorDiscard).toMatchObject({ client: false, redact: true });
    expect(game.moves!.priestDiscard).toMatchObject({ client: false, redact: true });
    for (const name of [
      'nominate',
      'proposeVeto',
      'answerVeto',
      'investigate',
      'endPeek',
      'callSpecialElection',
      'execute',
    ] as const)
      expect(game.moves![name]).toMatchObject({ client: false });
  });
});
