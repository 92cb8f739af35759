import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { PlayerInfo } from '../contract';
import type { LogLine } from '../gameLog';
import { useFinePointer } from './useFinePointer';
import { useLogLineText } from './useLogLineText';

export interface SteppableLogListProps {
  lines: readonly LogLine[];
  /** The game's locale namespace, whose `log.<key>` texts the lines name. */
  gameNamespace: string;
  players: PlayerInfo[];
  /** The line of the position shown (its last move), marked and kept in view. */
  currentLine: number | undefined;
  /** Shows the position after a line's move. */
  onSelect: (line: number) => void;
  maxHeight?: number | string;
}

/**
 * A finished match's log where every line is a way to its position: tapping or clicking a line
 * shows the board after that move. The line of the position shown is marked.
 */
export function SteppableLogList({
  lines,
  gameNamespace,
  players,
  currentLine,
  onSelect,
  maxHeight = 320,
}: SteppableLogListProps) {
  const text = useLogLineText(gameNamespace, players);
  const fine = useFinePointer();
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (currentLine !== undefined) current.current?.scrollIntoView?.({ block: 'nearest' });
  }, [currentLine]);
  return (
    <Box
      component="ol"
      data-testid="game-log"
      sx={{ m: 0, p: 0, listStyle: 'none', maxHeight, overflowY: 'auto', fontSize: 14, lineHeight: 1.4 }}
    >
      {lines.map((line, index) => {
        const isCurrent = index === currentLine;
        return (
          // Lines of a finished match never change: the index serves as key.
          <Box component="li" key={index}>
            <ButtonBase
              ref={isCurrent ? current : undefined}
              onClick={() => onSelect(index)}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-start',
                width: '100%',
                textAlign: 'left',
                font: 'inherit',
                // A finger needs a taller line than a mouse pointer.
                minHeight: fine ? 28 : 44,
                px: 0.75,
                py: 0.5,
                borderRadius: 0.5,
                fontWeight: isCurrent ? 600 : 400,
                bgcolor: isCurrent ? 'rgba(255,255,255,0.14)' : 'transparent',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              {text(line)}
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
