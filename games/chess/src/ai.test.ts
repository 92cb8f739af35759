import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { chooseEngineMove } from './engine/choose';
import { legalMoves } from './engine/movegen';
import { Position } from './engine/position';
import { applyMove, initialState, legalMovesOf } from './rules/play';
import { gameResult } from './rules/status';
import { clientFrom, play } from './testing/clientFrom';
import type { ChessState } from './types';

const uciOf = (move: { args: unknown[] }) => (move.args as string[]).join('');
const legalUci = (fen: string) => legalMovesOf(fen).map((m) => m.from + m.to + (m.promotion ?? ''));

/** Positions reached by seeded random play from the start, some deep into the game. */
function randomPositions(count: number, seed: number): ChessState[] {
  const random = seededRandom(seed);
  const states: ChessState[] = [];
  while (states.length < count) {
    const G = initialState();
    const plies = Math.floor(random() * 120);
    for (let i = 0; i < plies && gameResult(G.fen, G.positions) === undefined; i += 1) {
      const pos = Position.fromFen(G.fen);
      const legal = legalMoves(pos);
      applyMove(G, pos, legal[Math.floor(random() * legal.length)]!);
    }
    if (gameResult(G.fen, G.positions) === undefined) states.push(G);
  }
  return states;
}

const ctxFor = (G: ChessState) => ({ currentPlayer: G.fen.split(' ')[1] === 'w' ? '0' : '1' }) as never;

describe('chess AI', () => {
  it('offers levels 1 to 8, default 1', () => {
    expect(aiConfig.levels.map((l) => l.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(aiConfig.defaultLevel).toBe('1');
  });

  it.each([['1'], ['2'], ['3']])('level %s returns a legal move from many seeded positions, for either colour', async (level) => {
    const random = seededRandom(Number(level) * 7);
    for (const G of randomPositions(30, Number(level))) {
      const ctx = ctxFor(G);
      const move = await aiConfig.chooseMove({
        view: G,
        ctx,
        playerID: (ctx as { currentPlayer: string }).currentPlayer,
        level,
        random,
      });
      expect(move.move).toBe('movePiece');
      expect(legalUci(G.fen)).toContain(uciOf(move));
    }
  });

  it('plays White from the start position and Black after a reply', async () => {
    const G = initialState();
    const white = await aiConfig.chooseMove({ view: G, ctx: ctxFor(G), playerID: '0', level: '4', random: seededRandom(1) });
    expect(legalUci(G.fen)).toContain(uciOf(white));
    const client = clientFrom();
    play(client, uciOf(white));
    const after = client.getState()!.G;
    const black = await aiConfig.chooseMove({
      view: after,
      ctx: ctxFor(after),
      playerID: '1',
      level: '4',
      random: seededRandom(2),
    });
    expect(legalUci(after.fen)).toContain(uciOf(black));
  });

  it('names the promotion piece when it promotes', () => {
    const uci = chooseEngineMove({
      fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1',
      positions: [],
      level: '6',
      random: seededRandom(3),
      timeMs: 300,
    });
    expect(uci).toBe('e7e8q');
  });

  it.each([['5'], ['6'], ['7'], ['8']])('level %s finds a mate in one', (level) => {
    const uci = chooseEngineMove({
      fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
      positions: [],
      level,
      random: seededRandom(4),
      timeMs: 300,
    });
    expect(uci).toBe('a1a8');
  });

  it('level 6 wins a hanging queen and defends against a mate threat', () => {
    const take = chooseEngineMove({
      fen: 'rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 3',
      positions: [],
      level: '6',
      random: seededRandom(5),
      timeMs: 500,
    });
    expect(take).toBe('c1g5');
    // Black must stop Qxf7 mate (Scholar's mate threat).
    const defend = chooseEngineMove({
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 3 3',
      positions: [],
      level: '6',
      random: seededRandom(6),
      timeMs: 500,
    });
    expect(['g8f6', 'd8f6', 'd8e7', 'f7f6', 'g8h6']).toContain(defend);
  });
});
