import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { capturingSquares, colourOf, legalSquares } from '../rules';
import type { ReversiState } from '../types';
import { BoardGrid } from './BoardGrid';
import { outcomeText } from './outcomeText';
import { ScorePanel } from './ScorePanel';
import { seatName, squareName, type Translate } from './seatNames';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<ReversiState, typeof game.moves>) {
  const { t: translate } = useTranslation('reversi');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined;
  const mover = over ? null : ctx.currentPlayer;
  const canPlay = mover !== null && seat.canAct(mover);

  const playable = useMemo(
    () => new Set(canPlay && mover !== null ? legalSquares(G.cells, colourOf(mover)) : []),
    [G.cells, canPlay, mover],
  );
  const onlyAdjacent = canPlay && mover !== null && capturingSquares(G.cells, colourOf(mover)).length === 0;
  const last = G.lastMove;
  // Online the players' own names; elsewhere their colours, the computer's seats marked as such.
  const players = gameArgs.players.map((p) => ({ ...p, name: seatName(t, gameArgs, p.playerID) }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%', px: { xs: 0.5, sm: 0 } }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={players}
        aiSeats={gameArgs.aiSeats}
        detail={canPlay && seat.viewer !== null ? t('board.placeDisc', { colour: t(`seats.${mover}`) }) : undefined}
        outcome={over ? outcomeText(G, ctx.gameover as GameResult, gameArgs, t) : undefined}
      />
      {onlyAdjacent && (
        <Typography variant="body2" color="text.secondary" align="center" data-testid="only-adjacent">
          {t('board.onlyAdjacent')}
        </Typography>
      )}
      <ScorePanel
        G={G}
        gameArgs={gameArgs}
        current={mover}
        viewer={gameArgs.mode === 'LocalFriend' ? null : seat.viewer}
        gameOver={over}
        t={t}
      />
      <BoardGrid
        G={G}
        playable={playable}
        moverColour={canPlay && mover !== null ? colourOf(mover) : null}
        onPlay={(index) => moves.placeDisc(index)}
        t={t}
      />
      {last && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="last-move">
          {t('board.lastPlayed', {
            player: seatName(t, gameArgs, last.seat),
            square: squareName(last.cell),
            count: last.flipped.length,
          })}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
