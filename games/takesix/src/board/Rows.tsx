import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bullheadsIn, type CardNumber, ROW_LIMIT } from '../cards';
import { TakeSixCard } from './CardFace';

export interface RowsProps {
  rows: CardNumber[][];
  cardWidth: number;
  /** The card being placed, drawn highlighted. */
  highlight?: CardNumber | null;
  /** The rows the viewer may take now (its card is lower than every row end), with the handler. */
  choosable?: number[];
  onChoose?: (row: number) => void;
}

/** The four rows; a sixth, dashed slot marks where the next card would take the row. */
export function Rows({ rows, cardWidth, highlight = null, choosable = [], onChoose }: RowsProps) {
  const { t } = useTranslation('takesix');
  return (
    <Box data-testid="takesix-rows" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {rows.map((row, index) => {
        const bullheads = bullheadsIn(row);
        const label = t('table.row', { number: index + 1 });
        const cards = (
          <Box key="cards" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Box sx={{ width: 34, flex: 'none', textAlign: 'center' }}>
              <Typography variant="caption" component="div" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
                {index + 1}
              </Typography>
              <Typography variant="caption" component="div" sx={{ lineHeight: 1.1 }} title={t('table.bullheads')}>
                {bullheads}
              </Typography>
            </Box>
            {row.map((card) => (
              <TakeSixCard key={card} card={card} width={cardWidth} highlight={card === highlight} />
            ))}
            {Array.from({ length: Math.max(0, ROW_LIMIT + 1 - row.length) }, (_, slot) => (
              <Box
                key={`empty-${slot}`}
                sx={{
                  width: cardWidth,
                  height: Math.round(cardWidth * 1.4),
                  flex: 'none',
                  borderRadius: 1,
                  border: '1px dashed',
                  borderColor: row.length + slot === ROW_LIMIT ? 'error.light' : 'rgba(255,255,255,0.35)',
                  boxSizing: 'border-box',
                }}
              />
            ))}
          </Box>
        );
        const canChoose = choosable.includes(index) && onChoose !== undefined;
        return canChoose ? (
          <ButtonBase
            key={`row-${index}`}
            onClick={() => onChoose(index)}
            aria-label={t('table.takeRow', { number: index + 1, bullheads })}
            sx={{ justifyContent: 'flex-start', borderRadius: 1, outline: '2px solid', outlineColor: 'warning.main', p: 0.25 }}
          >
            {cards}
          </ButtonBase>
        ) : (
          <Box key={`row-${index}`} role="group" aria-label={label} sx={{ p: 0.25 }}>
            {cards}
          </Box>
        );
      })}
    </Box>
  );
}
