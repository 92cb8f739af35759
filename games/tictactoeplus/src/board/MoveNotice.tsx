import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import { MAX_WILDCARDS } from '../moves';
import type { TicTacToePlusState } from '../types';
import { Mark } from './Mark';

/** The wildcard count and what the last move did, announced politely to screen readers. */
export function MoveNotice({ G, players }: { G: TicTacToePlusState; players: PlayerInfo[] }) {
  const { t, i18n } = useTranslation('tictactoeplus');
  const last = G.lastMove;
  const params = last ? { ...seatTextOptions(players, last.by, i18n.language), number: last.cell + 1 } : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minHeight: 48, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="wildcards">
        <Box sx={{ width: 22, height: 22, display: 'grid', placeItems: 'center' }}>
          <Mark cell="+" />
        </Box>
        <Typography variant="body2">{t('board.wildcards', { placed: G.wildcards, max: MAX_WILDCARDS })}</Typography>
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        data-testid="last-move"
        sx={{ color: last?.wildcard ? 'warning.light' : 'text.secondary', fontWeight: last?.wildcard ? 700 : 400 }}
      >
        {params && (last?.wildcard ? t('board.lastWildcard', params) : t('board.lastMove', params))}
      </Typography>
    </Box>
  );
}
