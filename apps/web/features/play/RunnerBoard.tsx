import { useMemo, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { BoardProps } from 'boardgame.io/react';
import {
  RESIGN_MOVE,
  resignationEffect,
  resignedSeats,
  seatView,
  type AiConfig,
  type GameArgs,
  type GameBoardProps,
  type GameResult,
  type ResignationRule,
} from '@tabula/game-kit';
import { GameOver, ResignButton, ResignedNotice } from '@tabula/game-kit/ui';
import { aiChooser } from './aiChooser';
import { useAiPlayer } from './useAiPlayer';

/** Props the runner passes through boardgame.io's Client to every board. */
export interface RunnerExtras {
  gameArgs: GameArgs;
  gameNamespace: string;
  Board: ComponentType<GameBoardProps<any>>;
  ai?: AiConfig;
  /** The game's resignation rule, when it is wrapped in withResignation. */
  resignation?: ResignationRule;
  onPlayAgain?: () => void;
  playAgainPending?: boolean;
  /** Shown under the board, e.g. a scoreboard; receives the board props. */
  renderBelow?: (props: BoardProps<any>) => ReactNode;
}

type RunnerBoardProps = BoardProps<any> & RunnerExtras & { _stateID?: number };

/** Wraps a game's Board: the computer's moves, and the shared GameOver screen when the game ends. */
export function RunnerBoard(props: RunnerBoardProps) {
  const { Board, gameArgs, gameNamespace, ai, resignation, onPlayAgain, playAgainPending, renderBelow, ...boardProps } = props;
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
  const out = resignedSeats(G);
  // Online the move is the viewer's; on this device boardgame.io makes it for the current player.
  const resigner = gameArgs.mode === 'OnlineFriend' ? seat.viewer : ctx.currentPlayer;
  const canResign = resign !== undefined && resigner !== null && seat.canAct(resigner) && !out.includes(resigner);
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
      {canResign && <ResignButton onResign={() => resign()} effect={resignation && resignationEffect(resignation, G, ctx)} />}
      {result === undefined && <ResignedNotice seats={out} players={gameArgs.players} />}
      {renderBelow?.(boardProps)}
    </Box>
  );
}
