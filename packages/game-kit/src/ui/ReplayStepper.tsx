import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface ReplayStepperProps {
  /** The position shown: 0 is the start, `total` the final position. */
  position: number;
  total: number;
  onGo: (position: number) => void;
}

const STEP_KEYS: Record<string, (position: number, total: number) => number> = {
  ArrowLeft: (position) => position - 1,
  ArrowRight: (position) => position + 1,
  Home: () => 0,
  End: (_position, total) => total,
};

/** Whether a key press belongs to something else: a text field, a dialog or sheet, a menu. */
function keyIsTaken(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target as HTMLElement | null;
  return target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]') != null;
}

/**
 * The bar for stepping through a finished match: first, previous, "Move 12 of 40", next, last,
 * and the keys ← → Home End anywhere on the page (outside text fields, dialogs and menus). Away from the end it offers the way back.
 */
export function ReplayStepper({ position, total, onGo }: ReplayStepperProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const latest = useRef({ position, total, onGo });
  latest.current = { position, total, onGo };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = STEP_KEYS[event.key];
      if (!step || keyIsTaken(event)) return;
      const { position: now, total: last, onGo: go } = latest.current;
      const next = Math.max(0, Math.min(last, step(now, last)));
      if (next === now) return;
      // Once the game is over the arrows step through it, even from a square of the board.
      event.preventDefault();
      event.stopPropagation();
      go(next);
    };
    // Before the page's own handlers, so that a square of the board holding the focus does not take the arrows.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  const atStart = position === 0;
  const atEnd = position === total;
  const button = { width: 44, height: 44, color: 'inherit' } as const;
  return (
    <Box
      role="toolbar"
      aria-label={t('replay.title')}
      data-testid="replay-stepper"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', columnGap: 0.5, my: 1 }}
    >
      <IconButton aria-label={t('replay.first')} disabled={atStart} onClick={() => onGo(0)} sx={button}>
        <FirstPage />
      </IconButton>
      <IconButton aria-label={t('replay.previous')} disabled={atStart} onClick={() => onGo(position - 1)} sx={button}>
        <ChevronLeft />
      </IconButton>
      <Typography
        role="status"
        data-testid="replay-position"
        sx={{ minWidth: 116, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontSize: 15 }}
      >
        {atStart ? t('replay.start', { total }) : t('replay.move', { move: position, total })}
      </Typography>
      <IconButton aria-label={t('replay.next')} disabled={atEnd} onClick={() => onGo(position + 1)} sx={button}>
        <ChevronRight />
      </IconButton>
      <IconButton aria-label={t('replay.last')} disabled={atEnd} onClick={() => onGo(total)} sx={button}>
        <LastPage />
      </IconButton>
      {!atEnd && (
        <Box sx={{ flexBasis: '100%', display: 'flex', justifyContent: 'center' }}>
          <Button
            size="small"
            color="inherit"
            onClick={() => onGo(total)}
            sx={{ minHeight: 44 }}
            data-testid="replay-back-to-end"
          >
            {t('replay.backToEnd')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
