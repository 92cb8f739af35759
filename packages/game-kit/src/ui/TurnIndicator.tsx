import Typography from '@mui/material/Typography';
import type { Ctx, PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GameMode, PlayerInfo } from '../contract';
import { seatsThatMayAct } from '../seatsThatMayAct';
import { GAME_KIT_NAMESPACE } from './namespace';
import { listNames, nameContext, nameOf } from './playerNames';

export interface TurnIndicatorProps {
  ctx: Ctx;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  players: PlayerInfo[];
}

function turnText(
  t: TFunction,
  { ctx, playerID, mode, players }: TurnIndicatorProps,
  acting: PlayerID[],
): { text: string; mine: boolean } {
  const viewer = mode === 'LocalFriend' ? null : playerID;
  const mine = viewer !== null && acting.includes(viewer);
  if (acting.length > 1 && acting.length >= ctx.numPlayers) return { text: t('turn.everyoneChooses'), mine };
  if (mine) return { text: t('turn.yourTurn'), mine };
  const names = acting.map((id) => nameOf(players, id));
  const context = nameContext(names[0]);
  if (viewer === null && names.length === 1) return { text: t('turn.playersTurn', { playerName: names[0], context }), mine };
  return { text: t('turn.waitingFor', { playerName: listNames(t, names), context }), mine };
}

/**
 * Who may act now, for the viewer: "Your turn", "Waiting for Anna and Ben", "Everyone chooses", or
 * "Anna's turn" on a shared device and for spectators. Follows every seat that may act.
 */
export function TurnIndicator(props: TurnIndicatorProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const acting = seatsThatMayAct(props.ctx);
  if (acting.length === 0) return null;
  const { text, mine } = turnText(t, props, acting);
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="h6"
      component="p"
      align="center"
      sx={{ fontWeight: mine ? 700 : 400, color: mine ? 'warning.light' : 'text.primary', overflowWrap: 'anywhere' }}
      data-testid="turn-indicator"
    >
      {text}
    </Typography>
  );
}
