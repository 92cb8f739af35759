import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { COLOURS, VALUES } from '../cards';
import type { CardView } from '../view';
import { ANIMAL_COLOUR, AnimalIcon } from './AnimalIcon';

/**
 * What the hints still allow for a card, under it: the animals it may be (as pictures) and the
 * values it may have; nothing for a kind no hint has narrowed yet.
 */
export function HintMarks({ card }: { card: CardView }) {
  const { t } = useTranslation('zooparade');
  const colours = COLOURS.filter((c) => card.knowledge.colours[c] !== 'no');
  const values = VALUES.filter((v) => card.knowledge.values[v - 1] !== 'no');
  const animalsNarrowed = colours.length < COLOURS.length;
  const valuesNarrowed = values.length < VALUES.length;
  return (
    <Box
      sx={{ minHeight: 16, display: 'flex', flexDirection: 'column', alignItems: 'center', fontSize: 11, lineHeight: '14px' }}
      title={card.clued ? t('board.hinted') : undefined}
      data-testid={`marks-${card.id}`}
    >
      {animalsNarrowed && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1px', mt: '2px' }}>
          {colours.map((colour) => (
            <AnimalIcon key={colour} animal={colour} size={16} color={ANIMAL_COLOUR[colour]} label={t(`animals.${colour}`)} />
          ))}
        </Box>
      )}
      {valuesNarrowed && <span>{values.join(' ')}</span>}
    </Box>
  );
}
