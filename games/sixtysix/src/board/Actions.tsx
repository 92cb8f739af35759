import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FrenchSuit } from '@tabula/cards';
import { suitName } from '@tabula/cards/ui';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { canClaimOut, canClose, canExchangeTrumpNine, marriageSuits, mustDraw, TARGET_POINTS } from '../rules';
import { pointsOfSeat } from '../scoring';
import type { Table } from '../types';

export interface ActionHandlers {
  draw: () => void;
  close: () => void;
  exchangeTrumpNine: () => void;
  declareMarriage: (suit: FrenchSuit) => void;
  claimOut: () => void;
}

/**
 * The leader's options besides playing a card: only those the rules allow now. "Out!" comes last with
 * the player's points on it, prominent only once they reach 66 (calling it earlier loses the round).
 */
export function Actions({ table, seat, on }: { table: Table; seat: PlayerID; on: ActionHandlers }) {
  const { t } = useTranslation('sixtysix');
  const marriages = marriageSuits(table, seat);
  const points = pointsOfSeat(table, seat);
  const outReached = points >= TARGET_POINTS;
  const buttons = [
    mustDraw(table, seat) && (
      <Button key="draw" size="small" variant="contained" onClick={on.draw}>
        {t('actions.draw')}
      </Button>
    ),
    ...marriages.map((suit) => (
      <Button key={suit} size="small" variant="outlined" color="inherit" onClick={() => on.declareMarriage(suit)}>
        {t('actions.marriage', { suit: suitName(t, suit) })}
      </Button>
    )),
    canExchangeTrumpNine(table, seat) && (
      <Button key="exchange" size="small" variant="outlined" color="inherit" onClick={on.exchangeTrumpNine}>
        {t('actions.exchange')}
      </Button>
    ),
    canClose(table, seat) && (
      <Button key="close" size="small" variant="outlined" color="inherit" onClick={on.close}>
        {t('actions.close')}
      </Button>
    ),
    canClaimOut(table, seat) && (
      <Button
        key="out"
        variant={outReached ? 'contained' : 'text'}
        color={outReached ? 'warning' : 'inherit'}
        size="small"
        onClick={on.claimOut}
      >
        {t('actions.outWithPoints', { points })}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('actions.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
    >
      {buttons}
    </Box>
  );
}
