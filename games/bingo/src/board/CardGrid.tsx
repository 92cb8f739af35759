import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useGridNavigation } from '@tabula/game-kit/ui';
import { COLUMN_LETTERS, FREE_CELL, letterOf, SIZE } from '../card';

const LAYOUT = Array.from({ length: SIZE }, (_, row) => Array.from({ length: SIZE }, (_, column) => row * SIZE + column));

export interface CardGridProps {
  card: readonly number[];
  marked: ReadonlySet<number>;
  /** The winning line's squares, highlighted. */
  line: readonly number[];
  /** Whether tapping a square marks it (false: the card is only shown). */
  interactive: boolean;
  onToggle: (cell: number) => void;
}

/** The seat's own card, B I N G O over its columns: tap (or Enter/Space) marks a square or takes its mark off. */
export function CardGrid({ card, marked, line, interactive, onToggle }: CardGridProps) {
  const { t } = useTranslation('bingo');
  const navigation = useGridNavigation({ layout: LAYOUT });
  const square = { aspectRatio: '1', width: '100%' } as const;
  return (
    <Box sx={{ width: 'min(92vw, 400px)' }} data-testid="bingo-card">
      <Box aria-hidden="true" sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '4px', mb: '4px' }}>
        {COLUMN_LETTERS.map((letter) => (
          <Box
            key={letter}
            sx={{ textAlign: 'center', fontWeight: 800, fontSize: 24, color: '#fff', bgcolor: '#c0392b', borderRadius: 1 }}
          >
            {letter}
          </Box>
        ))}
      </Box>
      <Box
        role="grid"
        aria-label={t('board.yourCard')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '4px' }}
      >
        {LAYOUT.map((cells, row) => (
          <Box role="row" key={row} sx={{ display: 'contents' }}>
            {cells.map((cell, column) => {
              const number = card[cell]!;
              const free = cell === FREE_CELL;
              const on = free || marked.has(cell);
              const winning = line.includes(cell);
              const label = free
                ? t('board.freeCell')
                : t(on ? 'board.cellMarked' : 'board.cell', { letter: letterOf(number), number });
              return (
                <ButtonBase
                  key={cell}
                  {...navigation.cellProps(row, column)}
                  role="gridcell"
                  aria-label={label}
                  aria-pressed={free ? undefined : on}
                  aria-disabled={free || !interactive}
                  data-testid={`square-${cell}`}
                  onClick={() => !free && interactive && onToggle(cell)}
                  sx={{
                    ...square,
                    borderRadius: 1,
                    bgcolor: winning ? '#f1c40f' : '#fdf6e3',
                    color: '#263238',
                    fontWeight: 700,
                    fontSize: free ? 14 : 'clamp(18px, 6vw, 26px)',
                    position: 'relative',
                    cursor: interactive && !free ? 'pointer' : 'default',
                    '&:focus-visible': { outline: '3px solid #90caf9' },
                  }}
                >
                  {free ? t('board.free') : number}
                  {on && (
                    <Box
                      aria-hidden="true"
                      sx={{
                        position: 'absolute',
                        inset: '12%',
                        borderRadius: '50%',
                        bgcolor: 'rgba(230, 126, 34, 0.45)',
                        border: '3px solid #e67e22',
                      }}
                    />
                  )}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
