import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardId } from '@tabula/cards';
import { CardFace } from '@tabula/cards/ui';
import { DECK } from '../cards';
import { displayOrder } from './order';

/** A labelled row of face-up cards: the chien, trumps put aside, a poignée. */
export function CardRow({
  label,
  cards,
  testId,
  width = 34,
}: {
  label: string;
  cards: readonly CardId[];
  testId: string;
  width?: number;
}) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center' }}>
      <Typography variant="body2">{label}</Typography>
      <Box role="list" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', justifyContent: 'center' }}>
        {displayOrder(cards).map((card) => (
          <Box role="listitem" key={card}>
            <CardFace deck={DECK} card={card} width={width} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
