import { useMemo, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { BoardProps } from 'boardgame.io/react';
import { RESIGN_MOVE, seatView, type AiConfig, type GameArgs, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { GameOver, ResignButton } from '@tabula/game-kit/ui';
import { aiChooser } from './aiChooser';
import { useAiPlayer } from './useAiPlayer';

/** Props the runner passes through boardgame.io's Client to every board. */
export interface RunnerExtras {
  gameArgs: GameArgs;
  gameNamespace: string;
  Board: ComponentType<GameBoardProps<any>>;
  ai?: AiConfig;
  onPlayAgain?: () => void;
  playAgainPending?: boolean;
  /** Shown under the board, e.g. a scoreboard; receives the board props. */
  renderBelow?: (props: BoardProps<any>) => ReactNode;
}

type RunnerBoardProps = BoardProps<any> & RunnerExtras & { _stateID?: number };

/** Wraps a game's Board: the computer's moves, and the shared GameOver screen when the game ends. */
export function RunnerBoard(props: RunnerBoardProps) {
  const { Board, gameArgs, gameNamespace, ai, onPlayAgain, playAgainPending, renderBelow, ...boardProps } = props;
  const { G, ctx, moves, playerID } = boardProps;
  const choose = useMemo(() => (ai && gameArgs.mode === 'AI' ? aiChooser(gameNamespace, ai) : undefined), [ai, gameArgs.mode, gameNamespace]);
  useAiPlayer({
    choose,
    aiSeats: gameArgs.mode === 'AI' ? (gameArgs.aiSeats ?? []) : [],
    level: gameArgs.aiLevel ?? ai?.defaultLevel ?? '',
    G,
    ctx,
    stateID: props._stateID ?? `${ctx.turn}:${ctx.numMoves ?? 0}`,
    moves,
  });
  const result = ctx.gameover as GameResult | undefined;
  const seat = seatView(ctx, playerID, gameArgs);
  const resign = moves[RESIGN_MOVE];
  // Only the player to move may concede (boardgame.io takes moves from the current player only).
  const canResign = resign !== undefined && result === undefined && seat.canAct(ctx.currentPlayer);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
      {result !== undefined && (
        <GameOver
          result={result}
          playerID={seat.viewer}
          mode={gameArgs.mode}
          players={gameArgs.players}
          gameNamespace={gameNamespace}
          onPlayAgain={onPlayAgain}
          playAgainPending={playAgainPending}
        />
      )}
      <Board {...boardProps} gameArgs={gameArgs} />
      {canResign && <ResignButton onResign={() => resign()} />}
      {renderBelow?.(boardProps)}
    </Box>
  );
}
