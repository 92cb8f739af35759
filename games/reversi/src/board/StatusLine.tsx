import Typography from '@mui/material/Typography';
import type { Ctx } from 'boardgame.io';
import { winnersOf, type GameArgs, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import { scores } from '../rules';
import type { ReversiState } from '../types';
import { joinNames, seatName, type Translate } from './seatNames';

export interface StatusLineProps {
  G: ReversiState;
  ctx: Ctx;
  gameArgs: GameArgs;
  viewer: string | null;
  t: Translate;
}

function resultText(G: ReversiState, result: GameResult, gameArgs: GameArgs, t: Translate): string {
  const bySeat = scores(G);
  if ('draw' in result) return t('board.draw', { count: Object.values(bySeat)[0] ?? 0 });
  const winners = winnersOf(result);
  if (winners.length === 1) return t('board.winner', { player: seatName(t, gameArgs, winners[0]!), count: bySeat[winners[0]!] });
  return t('board.winners', {
    players: joinNames(
      t,
      winners.map((seat) => seatName(t, gameArgs, seat)),
    ),
  });
}

/** Whose turn it is (or the final result), worded for the mode being played. */
export function StatusLine({ G, ctx, gameArgs, viewer, t }: StatusLineProps) {
  let text: string;
  let mine = false;
  if (ctx.gameover !== undefined) {
    text = resultText(G, ctx.gameover as GameResult, gameArgs, t);
  } else if (gameArgs.mode === 'OnlineFriend') {
    return (
      <TurnIndicator
        ctx={ctx}
        playerID={viewer}
        mode={gameArgs.mode}
        players={gameArgs.players.map((p) => ({ ...p, name: seatName(t, gameArgs, p.playerID) }))}
      />
    );
  } else if (gameArgs.mode === 'AI') {
    mine = !(gameArgs.aiSeats ?? []).includes(ctx.currentPlayer);
    text = mine ? t('board.yourTurn', { colour: t(`seats.${ctx.currentPlayer}`) }) : t('board.computerThinking');
  } else {
    text = t('board.seatTurn', { colour: t(`seats.${ctx.currentPlayer}`) });
  }
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h6"
      component="p"
      align="center"
      data-testid="reversi-status"
      sx={{ fontWeight: mine ? 700 : 400, color: mine ? 'warning.light' : 'text.primary' }}
    >
      {text}
    </Typography>
  );
}
