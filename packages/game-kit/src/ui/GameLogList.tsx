import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import type { LogLine } from '../gameLog';
import { GAME_KIT_NAMESPACE } from './namespace';
import { useLogLineText } from './useLogLineText';

export interface GameLogListProps {
  lines: readonly LogLine[];
  /** The game's locale namespace, whose `log.<key>` texts the lines name. */
  gameNamespace: string;
  players: PlayerInfo[];
  /** Most lines shown without scrolling the list itself. */
  maxHeight?: number | string;
}

/**
 * A game's log, oldest first, kept scrolled to the newest line: who did what, in the reader's
 * language and with the table's names. A screen reader hears each new line (a polite live region).
 */
export function GameLogList({ lines, gameNamespace, players, maxHeight = 320 }: GameLogListProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const lineText = useLogLineText(gameNamespace, players);
  const end = useRef<HTMLLIElement>(null);
  const count = lines.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  if (lines.length === 0) {
    return (
      <Typography variant="body2" sx={{ opacity: 0.7 }} data-testid="game-log-empty">
        {t('log.empty')}
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      aria-live="polite"
      data-testid="game-log"
      sx={{ m: 0, p: 0, listStyle: 'none', maxHeight, overflowY: 'auto', fontSize: 14, lineHeight: 1.5 }}
    >
      {lines.map((line, index) => {
        const text = lineText(line);
        const last = index === lines.length - 1;
        return (
          // Lines are only ever added at the end (or dropped from the start): the index serves as key.
          <Box component="li" key={index} ref={last ? end : undefined} sx={{ py: 0.25, fontWeight: last ? 600 : 400 }}>
            {text}
          </Box>
        );
      })}
    </Box>
  );
}
