import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@emotion/react';
import type { GridCellProps } from '@tabula/game-kit/ui';
import { CAPTURE, HINT, HOLLOW, LAST_SEED } from './colours';
import { Seeds } from './Seeds';

const glow = keyframes`
  from { opacity: 0.9; }
  to { opacity: 0; }
`;

/** The ring round a pit: the aimed sowing's landing pit, then the last move's marks, then a legal pit. */
function ringOf(marks: HoleMarks, playable: boolean): string {
  if (marks.preview) return `3px dotted ${LAST_SEED}`;
  if (marks.lastSeed) return `3px solid ${LAST_SEED}`;
  if (marks.captured) return `3px solid ${CAPTURE}`;
  if (playable) return `2px solid ${HINT}`;
  return 'none';
}

/** What the last move and the player's aim did to a hole. */
export interface HoleMarks {
  /** The pit the last move was sown from. */
  from?: boolean;
  /** The last move dropped a seed here. */
  sown?: boolean;
  /** The last move's last seed fell here. */
  lastSeed?: boolean;
  /** The last move captured this pit's seeds. */
  captured?: boolean;
  /** The last seed of the aimed sowing would fall here. */
  preview?: boolean;
}

export interface PitProps {
  hole: number;
  count: number;
  /** Everything a screen reader says about the pit. */
  label: string;
  playable: boolean;
  marks: HoleMarks;
  /** Changes with every move, so the glow of freshly sown holes plays again. */
  moveKey: number;
  navigation: GridCellProps;
  onSow: () => void;
  onAim: (aimed: boolean) => void;
}

/** A pit: a button the player to move sows from, with its seeds, the last move and the aimed sowing marked. */
export function Pit({ hole, count, label, playable, marks, moveKey, navigation, onSow, onAim }: PitProps) {
  const { ref, ...keys } = navigation;
  return (
    <ButtonBase
      ref={ref}
      {...keys}
      onFocus={() => {
        navigation.onFocus?.();
        onAim(true);
      }}
      onBlur={() => onAim(false)}
      onPointerEnter={() => onAim(true)}
      onPointerLeave={() => onAim(false)}
      onClick={() => playable && onSow()}
      aria-label={label}
      aria-disabled={!playable}
      data-testid={`hole-${hole}`}
      data-playable={playable || undefined}
      data-last-from={marks.from || undefined}
      data-last-seed={marks.lastSeed || undefined}
      data-captured={marks.captured || undefined}
      data-preview={marks.preview || undefined}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '1',
        borderRadius: '50%',
        bgcolor: HOLLOW,
        boxShadow: 'inset 0 4px 8px rgba(0,0,0,0.7)',
        cursor: playable ? 'pointer' : 'default',
        outline: marks.from ? '2px dashed rgba(255,255,255,0.75)' : 'none',
        outlineOffset: '2px',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: '-3px',
          borderRadius: '50%',
          pointerEvents: 'none',
          border: ringOf(marks, playable),
          boxShadow: playable ? `0 0 8px ${HINT}` : 'none',
        },
        '&:focus-visible': { outline: '3px solid #90caf9', outlineOffset: '2px' },
      }}
    >
      <Seeds count={count} />
      {marks.sown && (
        <Box
          key={moveKey}
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,0.35)',
            opacity: 0,
            animation: `${glow} 900ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      )}
    </ButtonBase>
  );
}
