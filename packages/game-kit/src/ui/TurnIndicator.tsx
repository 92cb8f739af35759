import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ctx, PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameMode, PlayerInfo } from '../contract';
import { seatsThatMayAct } from '../seatsThatMayAct';
import { GAME_KIT_NAMESPACE } from './namespace';
import { turnText } from './turnText';

export interface TurnIndicatorProps {
  ctx: Ctx;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  players: PlayerInfo[];
  /** Against the computer: the seats it plays, whose turns read "The computer is thinking…". */
  aiSeats?: readonly PlayerID[];
  /** The game's own word on this turn, as a second line (e.g. "You must capture"). */
  detail?: string;
  /** Shown once the game is over (e.g. "Green wins with 40 discs"); without it the line goes away. */
  outcome?: string;
}

/**
 * The status line of every board: who may act now, for the viewer ("Your turn", "Waiting for Anna
 * and Ben", "Everyone chooses", "The computer is thinking…", or "Anna's turn" on a shared device
 * and for spectators), with the game's own detail under it. Follows every seat that may act.
 */
export function TurnIndicator({ ctx, playerID, mode, players, aiSeats, detail, outcome }: TurnIndicatorProps) {
  const { t, i18n } = useTranslation(GAME_KIT_NAMESPACE);
  const acting = seatsThatMayAct(ctx);
  const turn = turnText(t, { acting, numPlayers: ctx.numPlayers, playerID, mode, players, aiSeats }, i18n.language);
  const line = turn ?? (ctx.gameover !== undefined && outcome ? { text: outcome, mine: false } : null);
  if (!line) return null;
  return (
    <Box role="status" aria-live="polite" data-testid="turn-indicator" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
      <Typography
        variant="h6"
        component="p"
        sx={{
          fontWeight: line.mine ? 700 : 400,
          color: line.mine ? 'warning.light' : 'text.primary',
          fontSize: { xs: '1.05rem', sm: '1.25rem' },
        }}
      >
        {line.text}
      </Typography>
      {turn && detail && (
        <Typography variant="body1" component="p" data-testid="turn-detail" sx={{ color: 'text.primary' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
