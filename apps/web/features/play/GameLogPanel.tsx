import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import type { LogLine, PlayerInfo } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE, GameLogList, SteppableLogList } from '@tabula/game-kit/ui';

export interface GameLogPanelProps {
  lines: readonly LogLine[];
  gameNamespace: string;
  players: PlayerInfo[];
  /** A desktop: the log sits beside the table; otherwise a button opens it as a sheet from below. */
  beside: boolean;
  /** A finished match that can be stepped through: each line shows the position after it. */
  steps?: LogSteps;
}

export interface LogSteps {
  /** The line of the position shown. */
  currentLine: number | undefined;
  onSelect: (line: number) => void;
}

/** The game's log: a panel beside the table on a desktop, a sheet on a phone. */
export function GameLogPanel({ lines, gameNamespace, players, beside, steps }: GameLogPanelProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const maxHeight = beside ? '70vh' : '50vh';
  const list =
    steps && lines.length > 0 ? (
      <>
        <Typography variant="caption" component="p" sx={{ opacity: 0.75, mb: 0.5 }} data-testid="game-log-hint">
          {t('replay.hint')}
        </Typography>
        <SteppableLogList
          lines={lines}
          gameNamespace={gameNamespace}
          players={players}
          currentLine={steps.currentLine}
          // On a phone the sheet closes, so the chosen position is in view.
          onSelect={(line) => {
            steps.onSelect(line);
            if (!beside) setOpen(false);
          }}
          maxHeight={maxHeight}
        />
      </>
    ) : (
      <GameLogList lines={lines} gameNamespace={gameNamespace} players={players} maxHeight={maxHeight} />
    );
  if (beside) {
    return (
      <Box
        component="aside"
        aria-label={t('log.title')}
        data-testid="game-log-panel"
        sx={{ width: 260, flexShrink: 0, p: 1.5, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.05)' }}
      >
        <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
          {t('log.title')}
        </Typography>
        {list}
      </Box>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<HistoryIcon />}
        onClick={() => setOpen(true)}
        data-testid="game-log-open"
        sx={{ alignSelf: 'flex-start', color: 'inherit', mt: 1 }}
      >
        {t('log.open')}
      </Button>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)}>
        <Box role="dialog" aria-label={t('log.title')} sx={{ p: 2, bgcolor: '#1d2027', color: '#f2f2f2' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
              {t('log.title')}
            </Typography>
            <IconButton aria-label={t('log.close')} onClick={() => setOpen(false)} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          {list}
        </Box>
      </Drawer>
    </>
  );
}
