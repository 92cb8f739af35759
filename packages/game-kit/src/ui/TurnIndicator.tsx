import Typography from '@mui/material/Typography';
import type { Ctx, PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameMode, PlayerInfo } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface TurnIndicatorProps {
  ctx: Ctx;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  players: PlayerInfo[];
}

export function nameOf(players: PlayerInfo[], playerID: PlayerID): string {
  return players.find((p) => p.playerID === playerID)?.name ?? playerID;
}

/** "Your turn", "Waiting for Ana", or "Ana's turn" on a shared device and for spectators. */
export function TurnIndicator({ ctx, playerID, mode, players }: TurnIndicatorProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  if (ctx.gameover !== undefined) return null;
  const acting = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  const names = acting.map((id) => nameOf(players, id)).join(', ');
  let text: string;
  let mine = false;
  if (mode === 'LocalFriend' || playerID === null) {
    text = t('turn.playersTurn', { playerName: names });
  } else if (acting.includes(playerID)) {
    text = t('turn.yourTurn');
    mine = true;
  } else {
    text = t('turn.waitingFor', { playerName: names });
  }
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h6"
      component="p"
      align="center"
      sx={{ fontWeight: mine ? 700 : 400, color: mine ? 'warning.light' : 'text.primary' }}
      data-testid="turn-indicator"
    >
      {text}
    </Typography>
  );
}
