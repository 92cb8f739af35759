import type { AiMove } from '@tabula/game-kit';
import type { Ctx } from 'boardgame.io';
import type { CardSearchBudget } from './cardSearch';
import { cardSearchPlayer } from './cardSearchPlayer';

type View = { options: AiMove[] };
const bid: AiMove = { move: 'bid', args: ['pass'] };
const budgets: CardSearchBudget[] = [];
const player = cardSearchPlayer<View>({
  levels: [
    { key: 'easy', labelKey: 'ai.easy', samples: 5, timeMs: 10 },
    { key: 'medium', labelKey: 'ai.medium', samples: 50, timeMs: 100 },
  ],
  defaultLevel: 'medium',
  first: (_view, ctx) => (ctx.phase === 'roundEnd' ? { move: 'nextRound', args: [] } : null),
  options: (view) => view.options,
  byHand: (_view, ctx) => (ctx.phase === 'bidding' ? bid : null),
  chooseCard: (_view, _ctx, _seat, budget) => {
    budgets.push(budget);
    return 7;
  },
});
const ask = (phase: string, options: AiMove[], level = 'easy') =>
  player.chooseMove({ view: { options }, ctx: { phase } as Ctx, playerID: '0', level, random: Math.random });
const plays = [0, 7].map((card) => ({ move: 'play', args: [{ card }] }));

describe('cardSearchPlayer', () => {
  it('offers its levels without their budgets', () => {
    expect(player.levels).toEqual([
      { key: 'easy', labelKey: 'ai.easy' },
      { key: 'medium', labelKey: 'ai.medium' },
    ]);
  });

  it('asks for the next deal, makes a single legal move, and decides by hand before searching', () => {
    expect(ask('roundEnd', plays)).toEqual({ move: 'nextRound', args: [] });
    expect(ask('play', [plays[0]!])).toEqual(plays[0]);
    expect(ask('bidding', [bid, bid])).toBe(bid);
    expect(budgets).toEqual([]);
  });

  it('plays the searched card within its level’s budget, the default level’s for an unknown one', () => {
    expect(ask('play', plays)).toEqual({ move: 'play', args: [{ card: 7 }] });
    ask('play', plays, 'impossible');
    expect(budgets.map((b) => b.samples)).toEqual([5, 50]);
  });
});
