import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COLOURS } from '../cards';
import type { Card } from '../cards';
import { ANIMAL_COLOUR, AnimalIcon } from './AnimalIcon';

/** The five parades (top card of each) and the trash, grouped by animal. */
export function Parades({ piles, trash }: { piles: readonly number[]; trash: readonly Card[] }) {
  const { t } = useTranslation('zooparade');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption">{t('board.parades')}</Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="parades">
        {COLOURS.map((colour) => (
          <Box
            key={colour}
            role="img"
            aria-label={`${t(`animals.${colour}`)} ${piles[colour]}`}
            sx={{
              width: 52,
              height: 52,
              borderRadius: 1,
              bgcolor: piles[colour]! > 0 ? ANIMAL_COLOUR[colour] : 'rgba(255,255,255,0.15)',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: '2px',
              fontWeight: 700,
              fontSize: 18,
            }}
          >
            <AnimalIcon animal={colour} size={24} />
            {piles[colour]}
          </Box>
        ))}
      </Box>
      <Typography variant="caption">{t('board.trash')}</Typography>
      <Box sx={{ fontSize: 13 }} data-testid="trash">
        {trash.length === 0
          ? t('board.trashEmpty')
          : COLOURS.filter((colour) => trash.some((card) => card.colour === colour)).map((colour) => (
              <Box
                key={colour}
                component="span"
                sx={{ mr: 1.5, whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <AnimalIcon animal={colour} size={18} label={t(`animals.${colour}`)} />
                {trash
                  .filter((card) => card.colour === colour)
                  .map((card) => card.value)
                  .sort()
                  .join(' ')}
              </Box>
            ))}
      </Box>
    </Box>
  );
}
