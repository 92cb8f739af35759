import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClockData } from '@tabula/game-kit';
import { letterOf } from '../card';
import { useNow } from './useNow';

export interface CallPanelProps {
  called: readonly number[];
  /** The game's clock as the server set it: its deadline is the next call. */
  clock: ClockData | undefined;
  over: boolean;
}

/** The current call, large, and the countdown to the next one ("Starting in..." before the first). */
export function CallPanel({ called, clock, over }: CallPanelProps) {
  const { t } = useTranslation('bingo');
  const deadline = over ? null : (clock?.deadline ?? null);
  const now = useNow(deadline !== null);
  const seconds = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  const current = called.at(-1);
  return (
    <Box
      data-testid="call-panel"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 88, width: '100%' }}
    >
      <Box
        role="status"
        aria-label={current === undefined ? t('board.noCallYet') : `${t('board.currentCall')}: ${letterOf(current)} ${current}`}
        data-testid="current-call"
        sx={{
          width: 84,
          height: 84,
          borderRadius: '50%',
          bgcolor: current === undefined ? 'rgba(255,255,255,0.08)' : '#f1c40f',
          color: '#1d2b53',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          boxShadow: 'inset 0 0 0 8px #fdf6e3',
          flexShrink: 0,
        }}
      >
        {current !== undefined && (
          <>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1, color: '#c0392b' }}>
              {letterOf(current)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: 32, lineHeight: 1 }}>
              {current}
            </Typography>
          </>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="body2" color="text.secondary">
          {t('board.calledCount', { called: called.length })}
        </Typography>
        {seconds !== null && (
          <Typography
            component="p"
            role="timer"
            data-testid="call-countdown"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: called.length === 0 ? 22 : 16 }}
          >
            {t(called.length === 0 ? 'board.startingIn' : 'board.nextCallIn', { seconds })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
