import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { COLOURS, VALUES } from '../cards';
import type { CardView } from '../view';

/** The animals' pictures and colours, by colour index (the names are in the locale files). */
export const ANIMAL_EMOJI = ['🦩', '🦁', '🐸', '🐋', '🐻‍❄️'];
export const ANIMAL_COLOUR = ['#e2557f', '#d9a400', '#3c9a3c', '#2b6fd3', '#8a99a6'];

/** What the hint marks still allow, as short text: "🦁 · 1 2" (nothing when nothing was told). */
function marksText(card: CardView): string {
  const colours = COLOURS.filter((c) => card.knowledge.colours[c] !== 'no');
  const values = VALUES.filter((v) => card.knowledge.values[v - 1] !== 'no');
  const animals = colours.length === COLOURS.length ? '' : colours.map((c) => ANIMAL_EMOJI[c]).join('');
  const numbers = values.length === VALUES.length ? '' : values.join(' ');
  return [animals, numbers].filter((part) => part !== '').join(' · ');
}

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
  const marks = marksText(card);
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
          <Box component="span" sx={{ fontSize: 22, lineHeight: 1 }} aria-hidden>
            {ANIMAL_EMOJI[card.colour!]}
          </Box>
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
      <Box sx={{ fontSize: 11, minHeight: 16, textAlign: 'center' }} title={card.clued ? t('board.hinted') : undefined}>
        {marks}
      </Box>
    </Box>
  );
}
