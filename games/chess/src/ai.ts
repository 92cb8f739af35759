import type { AiConfig, AiMove } from '@tabula/game-kit';
import { chooseEngineMove } from './engine/choose';
import { LEVEL_KEYS } from './engine/levels';
import type { ChessState } from './types';

/** "e7e8q" -> the movePiece call the shell dispatches. */
export function uciToAiMove(uci: string): AiMove {
  const args = [uci.slice(0, 2), uci.slice(2, 4)];
  if (uci.length > 4) args.push(uci[4]!);
  return { move: 'movePiece', args };
}

const inBrowser = () => typeof window !== 'undefined' && typeof Worker !== 'undefined';

/**
 * Levels 1-7: the own engine, weaker levels with shallow search, noise and occasional random moves.
 * Level 8: Stockfish (WebAssembly) in the browser, the own engine at full strength elsewhere.
 * In the browser every search runs in a Web Worker; the engine code loads only when the AI plays.
 * Works for either seat: the engine plays whichever side the position has to move.
 */
export const aiConfig: AiConfig<ChessState> = {
  levels: LEVEL_KEYS.map((key) => ({ key, labelKey: `ai.level${key}` })),
  defaultLevel: '1',
  async chooseMove({ view, level, random }) {
    const request = { fen: view.fen, positions: view.positions, level };
    if (inBrowser()) {
      const { chooseInWorker } = await import('./ai/browserEngines');
      return uciToAiMove(await chooseInWorker({ ...request, seed: Math.floor(random() * 0x7fffffff) }));
    }
    return uciToAiMove(chooseEngineMove({ ...request, random }));
  },
};

export default aiConfig;
