import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../view';
import { ANIMAL_COLOUR, AnimalIcon } from './AnimalIcon';
import { HintMarks } from './HintMarks';

export interface CardFaceProps {
  card: CardView;
  slot: number;
  selected?: boolean;
  highlighted?: boolean;
  onSelect?: () => void;
}

/** A card in a hand: its face when the viewer may see it, else its back; the hint marks beneath. */
export function CardFace({ card, slot, selected = false, highlighted = false, onSelect }: CardFaceProps) {
  const { t } = useTranslation('zooparade');
  const known = card.colour !== undefined && card.value !== undefined;
  const label = known
    ? t('board.card', { animal: t(`animals.${card.colour}`), value: card.value })
    : t('board.unknownCard', { slot: slot + 1 });
  const face = (
    <Box
      sx={{
        width: 48,
        height: 68,
        borderRadius: 1,
        border: '2px solid',
        borderColor: selected ? '#ffb300' : highlighted ? '#fff' : card.clued ? '#ffe082' : 'rgba(0,0,0,0.3)',
        bgcolor: known ? ANIMAL_COLOUR[card.colour!] : '#4a3b2a',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        boxShadow: selected ? '0 0 0 2px #ffb300' : undefined,
      }}
    >
      {known ? (
        <>
          <AnimalIcon animal={card.colour!} size={26} />
          <Box component="span" sx={{ fontSize: 20 }}>
            {card.value}
          </Box>
        </>
      ) : (
        <Box component="span" sx={{ fontSize: 22 }} aria-hidden>
          ?
        </Box>
      )}
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 52 }} data-testid={`card-${card.id}`}>
      {onSelect ? (
        <ButtonBase onClick={onSelect} aria-label={label} aria-pressed={selected} sx={{ borderRadius: 1 }}>
          {face}
        </ButtonBase>
      ) : (
        <Box role="img" aria-label={label}>
          {face}
        </Box>
      )}
      <HintMarks card={card} />
    </Box>
  );
}
