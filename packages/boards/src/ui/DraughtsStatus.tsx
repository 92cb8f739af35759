import Typography from '@mui/material/Typography';
import type { Ctx } from 'boardgame.io';
import { isDraw, winnersOf, type GameArgs, type GameResult, type SeatView } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE } from '@tabula/game-kit/ui';

/** A translate function bound to the game's namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface DraughtsStatusProps {
  ctx: Ctx;
  seat: SeatView;
  gameArgs: GameArgs;
  /** Mid capture sequence: the same piece must jump again. */
  chain: boolean;
  /** Forced capture applies to this turn. */
  mustCapture: boolean;
  /**
   * Uses the game's keys: seats.<id>, status.{yourMove, mustCapture, keepJumping, waiting,
   * seatToMove, won, draw} and reasons.<reason> for draws that carry a reason.
   */
  t: Translate;
}

/** One status line for draughts games: whose move, what is required of it, or the result. */
export function DraughtsStatus({ ctx, seat, gameArgs, chain, mustCapture, t }: DraughtsStatusProps) {
  const current = ctx.currentPlayer;
  const seatName = t(`seats.${current}`);
  const playerName = gameArgs.players.find((p) => p.playerID === current)?.name ?? seatName;
  // On a shared device the players are called by their colour: "White's turn", not "White's turn (White)".
  const whoseTurn =
    playerName === seatName
      ? t(`${GAME_KIT_NAMESPACE}:turn.playersTurn`, { playerName })
      : t('status.seatToMove', { seat: seatName, playerName });
  let text: string;
  let mine = false;
  const result = ctx.gameover as GameResult | undefined;
  if (result) {
    if (isDraw(result)) text = result.reason ? t(`reasons.${result.reason}`) : t('status.draw');
    else text = t('status.won', { seat: t(`seats.${winnersOf(result)[0]}`) });
  } else if (seat.canAct(current)) {
    mine = true;
    const own = chain ? t('status.keepJumping') : mustCapture ? t('status.mustCapture') : t('status.yourMove');
    text = seat.viewer === null ? `${whoseTurn} · ${own}` : own;
  } else if (seat.viewer === null) {
    text = whoseTurn;
  } else {
    text = t('status.waiting', { playerName });
  }
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h6"
      component="p"
      align="center"
      data-testid="draughts-status"
      sx={{
        fontWeight: mine ? 700 : 400,
        color: mine ? 'warning.light' : 'text.primary',
        fontSize: { xs: '1rem', sm: '1.25rem' },
      }}
    >
      {text}
    </Typography>
  );
}
