import type { Ctx } from 'boardgame.io';
import { createSimulator, playerViewFor, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig, announcementByHand } from './ai';
import { determinize } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { bidByHand, levelByHand, replyIsWorthIt, soloToPlay } from './handValue';
import { cards, roundState } from './testState';
import type { DoppelkopfView } from './view';

const positions = randomPositions(game, { count: 14, numPlayers: 4, seed: 5 });
// The seat the match waits on: the computer is never asked for a move aside.
const seatOf = (ctx: Ctx) => seatsThatMayAct(ctx)[0]!;

describe('computer player', () => {
  it('fills in the unseen cards consistently: hand sizes, every card once, its own hand untouched, club queens where shown', () => {
    for (const { G, ctx } of positions) {
      if (G.revealed || G.contract === null) continue;
      const seat = seatOf(ctx);
      const view = playerViewFor(game, G, ctx, seat) as DoppelkopfView;
      const sample = determinize(view, ctx, seat, seededRandom(1));
      expect(sample.hands[seat]).toEqual(G.hands[seat]);
      for (const other of G.seats) expect(sample.hands[other]).toHaveLength(G.hands[other]!.length);
      const everyCard = [
        ...Object.values(sample.hands).flat(),
        ...sample.tricks.flatMap((t) => t.cards.map((p) => p.card)),
        ...sample.trick.cards.map((p) => p.card),
      ];
      expect(new Set(everyCard).size).toBe(48);
      expect(Object.keys(sample.teams).sort()).toEqual(['0', '1', '2', '3']);
      // What the seat knows of the sides holds in the sample.
      for (const [other, side] of Object.entries(view.teams)) expect(sample.teams[other]).toBe(side);
    }
  });

  it('chooses one of the legal moves of its seat', async () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of positions.slice(0, 10).entries()) {
      const seat = seatOf(ctx);
      const view = playerViewFor(game, G, ctx, seat) as DoppelkopfView;
      const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'easy', random: seededRandom(index + 1) });
      expect(enumerateMoves(G, ctx, seat)).toContainEqual(choice);
      expect(() =>
        simulator.apply(simulator.stateFrom(G, ctx, seededRandom(1)), {
          playerID: seat,
          kind: 'move',
          name: choice.move,
          args: choice.args,
        }),
      ).not.toThrow();
    }
  });

  it('asks for the next round between rounds, never quitting for the others', async () => {
    const choice = await aiConfig.chooseMove({
      view: {} as DoppelkopfView,
      ctx: { phase: 'roundEnd' } as never,
      playerID: '1',
      level: 'medium',
      random: seededRandom(1),
    });
    expect(choice).toEqual({ move: 'nextRound', args: [] });
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
  });

  it('bids by the hand: a reservation for a solo hand or a marriage, healthy otherwise', () => {
    const queens = cards(
      "Q-clubs Q-clubs' Q-spades Q-spades' Q-hearts Q-hearts' Q-diamonds A-clubs A-spades A-hearts 10-clubs 10-spades",
    );
    expect(soloToPlay(queens)).toBe('soloQueens');
    expect(bidByHand(queens, ['healthy', 'reservation'], 'health')).toBe('reservation');
    const weak = cards(
      "9-clubs 9-spades 9-hearts K-clubs K-spades K-hearts 9-diamonds J-diamonds 10-clubs' 9-clubs' 9-spades' K-hearts'",
    );
    expect(soloToPlay(weak)).toBeNull();
    expect(bidByHand(weak, ['healthy', 'reservation'], 'health')).toBe('healthy');
    const marriage = cards(
      "Q-clubs Q-clubs' 9-clubs 9-spades 9-hearts K-clubs K-spades K-hearts 10-clubs 9-clubs' 9-spades' K-hearts'",
    );
    expect(bidByHand(marriage, ['healthy', 'reservation'], 'health')).toBe('reservation');
    expect(bidByHand(marriage, ['marriage', 'soloClubs'], 'name')).toBe('marriage');
  });

  it('says Re with a strong hand on its turn, and nothing with a weak one', () => {
    const strong =
      "10-hearts 10-hearts' Q-clubs Q-spades Q-spades' Q-hearts J-clubs J-spades A-diamonds A-clubs A-spades 10-diamonds";
    expect(levelByHand('normal', cards(strong), false, 12)).toBeGreaterThanOrEqual(1);
    const G = roundState({ hands: [strong, '', '', ''], contract: { kind: 'normal' } });
    G.toAct = '0';
    const view = playerViewFor(game, G, { phase: 'play' } as never, '0') as DoppelkopfView;
    expect(announcementByHand(view, { phase: 'play' } as never, '0')?.move).toBe('announce');
    const weak = roundState({ hands: ['Q-clubs 9-clubs 9-spades K-hearts', '', '', ''], contract: { kind: 'normal' } });
    weak.toAct = '0';
    expect(
      announcementByHand(
        playerViewFor(game, weak, { phase: 'play' } as never, '0') as DoppelkopfView,
        { phase: 'play' } as never,
        '0',
      ),
    ).toBeNull();
  });

  it("answers the other side's No 60 with its own word even with a weak hand, and a No 90 only with a fair one", () => {
    const weakHand =
      "9-clubs 9-clubs' 9-spades 9-spades' 9-hearts 9-hearts' K-clubs K-spades K-hearts K-clubs' K-spades' K-hearts'";
    const G = roundState({ hands: ['Q-clubs', weakHand, "Q-clubs'", ''], contract: { kind: 'normal' } });
    G.toAct = '1';
    G.levels.re = 3;
    const viewOf = () => playerViewFor(game, G, { phase: 'play' } as never, '1') as DoppelkopfView;
    expect(announcementByHand(viewOf(), { phase: 'play' } as never, '1')).toEqual({ move: 'announce', args: ['kontra'] });
    G.levels.re = 2;
    expect(announcementByHand(viewOf(), { phase: 'play' } as never, '1')).toBeNull();
    expect(replyIsWorthIt('normal', cards(weakHand), 0, 3)).toBe(true);
    expect(replyIsWorthIt('normal', cards(weakHand), 1, 3)).toBe(false);
    expect(replyIsWorthIt('normal', cards(weakHand), 0, 1)).toBe(false);
  });
});
