import Typography from '@mui/material/Typography';
import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { isDraw, winnersOf, type GameArgs, type GameResult, type SeatView } from '@tabula/game-kit';

export interface StatusProps {
  ctx: Ctx;
  seat: SeatView;
  gameArgs: GameArgs;
  /** Mid capture sequence: the same piece must jump again. */
  chain: boolean;
  /** Forced capture applies to this turn. */
  mustCapture: boolean;
}

/** One status line: whose move, what is required of it, or the result. */
export function Status({ ctx, seat, gameArgs, chain, mustCapture }: StatusProps) {
  const { t } = useTranslation('checkers');
  const current = ctx.currentPlayer;
  const playerName = gameArgs.players.find((p) => p.playerID === current)?.name ?? t(`seats.${current}`);
  let text: string;
  let mine = false;
  const result = ctx.gameover as GameResult | undefined;
  if (result) {
    text = isDraw(result) ? t('status.draw') : t('status.won', { seat: t(`seats.${winnersOf(result)[0]}`) });
  } else if (seat.canAct(current)) {
    mine = true;
    const own = chain ? t('status.keepJumping') : mustCapture ? t('status.mustCapture') : t('status.yourMove');
    text = seat.viewer === null ? `${t('status.seatToMove', { seat: t(`seats.${current}`), playerName })} · ${own}` : own;
  } else if (seat.viewer === null) {
    text = t('status.seatToMove', { seat: t(`seats.${current}`), playerName });
  } else {
    text = t('status.waiting', { playerName });
  }
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h6"
      align="center"
      data-testid="checkers-status"
      sx={{ fontWeight: mine ? 700 : 400, color: mine ? 'warning.light' : 'text.primary', fontSize: { xs: '1rem', sm: '1.25rem' } }}
    >
      {text}
    </Typography>
  );
}
