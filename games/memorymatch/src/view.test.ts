import { hasSeatSecrets, keepsSecrets, seededRandom } from '@tabula/game-kit';
import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { pictureOf } from './pictures';
import { flippableCells } from './rules';
import { cardCell, startWith } from './testTable';
import type { MemoryState } from './types';
import { hiddenFaces } from './view';

const viewFor = (G: MemoryState, playerID: string | null) => game.playerView!({ G, ctx: {} as never, playerID }) as MemoryState;

describe('memorymatch hidden information', () => {
  it('sends no face of a face-down card, to any seat or spectator alike', () => {
    const client = startWith();
    const { G } = client.getState()!;
    for (const viewer of ['0', '1', null]) {
      const view = viewFor(G, viewer);
      expect(view.cells.filter((card) => card !== null)).toHaveLength(24);
      expect(view.cells.every((card) => card === null || card.face === null)).toBe(true);
      expect(JSON.stringify(view)).not.toMatch(/pic-/);
    }
  });

  it('shows the faces of the try under way, of a mismatch until it turns back, and of matched pairs', () => {
    const client = startWith();
    const play = (...cards: number[]) => {
      for (const card of cards) {
        client.updatePlayerID(client.getState()!.ctx.currentPlayer);
        client.moves.flipCard!(cardCell(card));
      }
    };
    play(1);
    expect(viewFor(client.getState()!.G, null).cells[cardCell(1)]!.face).toBe('pic-owl:1');
    play(2, 3, 5);
    const view = viewFor(client.getState()!.G, '1');
    expect(view.cells[cardCell(2)]!.face).toBe('pic-owl:2');
    expect(view.cells[cardCell(3)]!.face).toBe('pic-lion:1');
    expect(view.cells[cardCell(5)]!.face).toBe('pic-elephant:1');
    expect(view.cells[cardCell(4)]!.face).toBeNull();
    // The next player's first card turns the mismatch back: its faces are no longer sent.
    play(7);
    const after = viewFor(client.getState()!.G, '0');
    expect(after.cells[cardCell(3)]!.face).toBeNull();
    expect(after.cells[cardCell(5)]!.face).toBeNull();
    expect(after.cells[cardCell(7)]!.face).toBe('pic-giraffe:1');
    expect(viewFor(client.getState()!.G, '1')).toEqual(after);
  });

  it('never names a card in the log, so a missed pair turned back stays a secret (seeded random matches)', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      const client = startWith();
      for (let flips = 0; flips < 200 && !client.getState()!.ctx.gameover; flips += 1) {
        const { G, ctx } = client.getState()!;
        const choices = flippableCells(G);
        client.updatePlayerID(ctx.currentPlayer);
        client.moves.flipCard!(choices[Math.floor(random() * choices.length)]);
        const after = client.getState()!.G;
        const log = JSON.stringify(viewFor(after, null).log);
        for (const face of hiddenFaces(after)) {
          expect(log).not.toContain(face);
          expect(log).not.toContain(pictureOf(face));
        }
      }
      expect(client.getState()!.G.log.length).toBeGreaterThan(0);
    }
  });

  it('passes the leak harness: no seat and no spectator ever receives a face-down card (seeded random matches)', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: [1, 2, 3, 4, 5, 6], secretsFor: game.secrets!, maxMoves: 400 });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that sent face-down faces', () => {
    const leaky = { ...game, playerView: ({ G }: { G: MemoryState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1], secretsFor: game.secrets!, maxMoves: 5 });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('turns cards on the server only, and hides the same from every seat (no hand-over on one device)', () => {
    expect(game.moves.flipCard).toMatchObject({ client: false });
    expect(keepsSecrets(game)).toBe(true);
    expect(hasSeatSecrets(game)).toBe(false);
  });

  it('plays seeded random games to the end with all 12 pairs found', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 2000 });
      expect(report.rejected).toEqual([]);
      const scores = (report.gameover as { scores: Record<string, number> }).scores;
      expect(scores['0']! + scores['1']!).toBe(12);
    }
  });
});
