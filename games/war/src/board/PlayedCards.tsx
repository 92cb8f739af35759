import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardBack, CardFace } from '@tabula/cards/ui';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import type { ShownPlay } from '../types';

/** Width of the cards in the middle: a double war (nine cards a seat) still fits a 360 px phone. */
export const BATTLE_CARD_WIDTH = 48;
// Each face-down card of a war peeks out this far from under the next.
const BACK_STEP = 10;

function FaceDownCards({ count }: { count: number }) {
  const { t } = useTranslation('war');
  return (
    <Box role="img" aria-label={t('board.faceDown', { count })} sx={{ display: 'flex' }}>
      {Array.from({ length: count }, (_, index) => (
        <CardBack
          key={index}
          width={BATTLE_CARD_WIDTH}
          decorative
          style={{ marginLeft: index === 0 ? 0 : BACK_STEP - BATTLE_CARD_WIDTH }}
        />
      ))}
    </Box>
  );
}

export interface PlayedCardsProps {
  /** "Ana's cards" / "Your cards". */
  label: string;
  plays: readonly ShownPlay[];
  /** The seat took these cards in the battle shown. */
  won: boolean;
}

/** One seat's cards on the table: its face-up card, and for each war its face-down cards and the next face-up one. */
export function PlayedCards({ label, plays, won }: PlayedCardsProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderRadius: 1.5,
        border: 2,
        borderColor: won ? 'warning.main' : 'transparent',
        minHeight: BATTLE_CARD_WIDTH * 1.4 + 32,
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 0.5 }}>
        {plays.map((play, index) => (
          // The plays of a battle only ever grow at the end: their place is their identity.
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {play.downCount > 0 && <FaceDownCards count={play.downCount} />}
            <CardFace deck={DECK} card={play.upCard} width={BATTLE_CARD_WIDTH} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
