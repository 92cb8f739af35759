import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardBack, CardFace, useCardName } from '@tabula/cards/ui';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import type { SixtySixView } from '../types';
import type { SeatTextOptions } from './seatText';

/** The stock: its count and the face-up trump card, or who closed it, or that it is exhausted. */
export function StockInfo({ view, aboutSeat }: { view: SixtySixView; aboutSeat: SeatTextOptions }) {
  const { t } = useTranslation('sixtysix');
  const cardName = useCardName();
  const status =
    view.closing !== null
      ? t('table.stockClosed', aboutSeat(view.closing.seat))
      : view.stockCount === 0
        ? t('table.stockEmpty')
        : t('table.stock', { count: view.stockCount });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="stock">
      {view.stockCount > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {view.trumpCard !== null && (
            <CardFace
              deck={DECK}
              card={view.trumpCard}
              width={36}
              label={`${t('table.trumpCard')}: ${cardName(DECK, view.trumpCard)}`}
            />
          )}
          <CardBack width={36} decorative style={{ marginLeft: view.trumpCard !== null ? -18 : 0 }} />
        </Box>
      )}
      <Typography variant="body2" component="span">
        {status}
      </Typography>
    </Box>
  );
}
