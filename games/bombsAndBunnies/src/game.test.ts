import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { table } from './testTable';
import type { CardKind } from './types';

const COUNTS = [2, 3, 4, 5, 6];

describe('seeded random playouts through ai.enumerate', () => {
  it.each(COUNTS)('plays whole matches at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2, 3]) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 3000 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({ reason: expect.stringMatching(/^(twoChallenges|lastStanding)$/) });
    }
  });

  it('plays with the reference\u2019s room option too', () => {
    const report = randomPlayout(game, { numPlayers: 4, seed: 9, maxMoves: 3000, setupData: { starterAfterWin: 'nextPlayer' } });
    expect(report.rejected).toEqual([]);
    expect(report.gameover).toBeDefined();
  });
});

describe('hidden information', () => {
  it.each(COUNTS)('shows no seat or spectator another seat\u2019s cards, at %i players', (numPlayers) => {
    expect(findLeaks(game, { numPlayers, seeds: numPlayers <= 3 ? [1, 2] : [1], secretsFor, maxMoves: 400 })).toEqual([]);
  });

  it('finds a leak when a view carries the other stacks (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        leakedStacks: context.G.stacks,
      }),
    };
    expect(findLeaks(leaky, { numPlayers: 3, seeds: [1], secretsFor, maxMoves: 30 }).length).toBeGreaterThan(0);
  });

  it('finds a leak when a view names the kind of a face-down card anywhere (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        topCards: Object.values(context.G.stacks).map((stack) => stack.at(-1) ?? null),
      }),
    };
    expect(findLeaks(leaky, { numPlayers: 3, seeds: [1], secretsFor, maxMoves: 30 }).length).toBeGreaterThan(0);
  });

  it('runs every move on the server only, and redacts the card placed or given up', () => {
    for (const [name, move] of Object.entries(game.moves!)) if (name !== 'resign') expect(move).toMatchObject({ client: false });
    expect(game.moves!.place).toMatchObject({ redact: true });
    expect(game.moves!.discard).toMatchObject({ redact: true });
  });

  it('shows a spectator counts and flips only, and a seat its own hand and stack', () => {
    const t = table({
      hands: [
        ['bunny', 'bomb'],
        ['bunny', 'bunny'],
      ],
      stacks: [['bunny'], ['bomb']],
    });
    const spectator = t.viewOf(null);
    expect(spectator.hands).toEqual({});
    expect(spectator.stacks).toEqual({});
    expect(spectator.stackCounts).toEqual({ '0': 1, '1': 1 });
    const seat = t.viewOf('0');
    expect(seat.hands).toEqual({ '0': ['bunny', 'bomb'] });
    expect(seat.stacks).toEqual({ '0': ['bunny'] });
    expect(seat.handCounts['1']).toBe(2);
  });
});

describe('resignation', () => {
  it('with two seats, the other wins', () => {
    const t = table({ hands: [['bunny'], ['bunny']], stacks: [['bunny'], ['bomb']] });
    t.as('0').resign!();
    expect(t.state().ctx.gameover).toMatchObject({ winner: '1', reason: 'resigned' });
  });

  it('passes over a seat that concedes, abandons the round when it held the bet, and ends with the last seat in play', () => {
    const four = [0, 1, 2, 3].map(() => ['bunny'] as CardKind[]);
    const t = table({ hands: four, stacks: four });
    t.as('0').bet!(2);
    t.as('1').resign!();
    expect(t.state().G.toAct).toBe('2');
    t.as('2').pass!();
    t.as('3').pass!();
    expect(t.state().G.step).toBe('revealing');
    t.as('0').resign!();
    const { G, ctx } = t.state();
    expect(G.lastOutcome?.result).toBe('abandoned');
    expect(G.step).toBe('placing');
    expect(G.toAct).toBe('2');
    expect(G.hands['0']).toEqual(['bunny', 'bunny']);
    expect(ctx.gameover).toBeUndefined();
    t.as('2').resign!();
    expect(t.state().ctx.gameover).toMatchObject({ winner: '3' });
  });

  it('draws the card for a bomb owner that concedes', () => {
    const t = table({ hands: [['bunny'], [], ['bunny']], stacks: [['bunny'], ['bomb'], ['bunny']] });
    t.as('0').bet!(2);
    t.as('1').pass!();
    t.as('2').pass!();
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    t.as('1').resign!();
    const { G } = t.state();
    expect(G.lost['0']).toHaveLength(1);
    expect(G.step).toBe('placing');
    expect(G.toAct).toBe('2');
  });
});
