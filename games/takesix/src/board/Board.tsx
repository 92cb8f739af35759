import type { GameBoardProps } from '@tabula/game-kit';
import type { game } from '../game';
import type { TakeSixView } from '../view';

export type TakeSixBoardProps = GameBoardProps<TakeSixView, typeof game.moves>;

export function Board(_props: TakeSixBoardProps) {
  return null;
}

export default Board;
