import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { bullheadsOf, type CardNumber } from '../cards';

// A Take 6! card drawn for this project: its number, and its bullheads as small horned heads, on a
// colour that grows warmer with the penalty (1: cream, 2: blue, 3: yellow, 5: red, 7: purple).

const COLOURS: Record<number, { face: string; ink: string }> = {
  1: { face: '#fffdf6', ink: '#3b3350' },
  2: { face: '#d8ecff', ink: '#1f4f86' },
  3: { face: '#ffe9a8', ink: '#8a5a00' },
  5: { face: '#ffc4b8', ink: '#a33b20' },
  7: { face: '#e3c4ff', ink: '#6a1f8b' },
};

/** One small bullhead (horns, face, eyes). */
function Bullhead({ colour }: { colour: string }) {
  return (
    <svg viewBox="-10 -10 20 20" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path d="M-9 -4 Q-14 -12 -8 -14 Q-8 -8 -4 -6 L4 -6 Q8 -8 8 -14 Q14 -12 9 -4 Q8 6 0 9 Q-8 6 -9 -4 Z" fill={colour} />
      <circle cx="-3.5" cy="-1" r="1.6" fill="#fff" />
      <circle cx="3.5" cy="-1" r="1.6" fill="#fff" />
    </svg>
  );
}

export interface TakeSixCardProps {
  card: CardNumber;
  /** Width in pixels; the height is 1.4 times it. */
  width: number;
  /** Drawn with a glow: the card being placed, or the one picked. */
  highlight?: boolean;
}

export function TakeSixCard({ card, width, highlight = false }: TakeSixCardProps) {
  const { t } = useTranslation('takesix');
  const heads = bullheadsOf(card);
  const colour = COLOURS[heads]!;
  const headSize = Math.max(6, Math.floor(width / 5));
  return (
    <Box
      role="img"
      aria-label={t('table.card', { card, bullheads: heads })}
      data-card={card}
      sx={{
        width,
        height: Math.round(width * 1.4),
        flex: 'none',
        borderRadius: `${Math.max(4, width / 9)}px`,
        border: '2px solid',
        borderColor: highlight ? 'warning.main' : '#3b3350',
        boxShadow: highlight ? '0 0 0 3px rgba(255, 167, 38, 0.6)' : '0 1px 2px rgba(0,0,0,0.3)',
        bgcolor: colour.face,
        color: colour.ink,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        py: `${Math.max(2, width / 14)}px`,
        boxSizing: 'border-box',
        userSelect: 'none',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', maxWidth: '90%', lineHeight: 0 }}>
        {Array.from({ length: heads }, (_, i) => (
          <Box key={i} sx={{ width: headSize, height: headSize }}>
            <Bullhead colour={colour.ink} />
          </Box>
        ))}
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: Math.round(width * 0.42), lineHeight: 1, fontFamily: 'Arial, sans-serif' }}
      >
        {card}
      </Box>
      <Box sx={{ height: headSize / 2 }} />
    </Box>
  );
}

/** The back of a card: a pick not yet revealed. */
export function TakeSixCardBack({ width }: { width: number }) {
  const { t } = useTranslation('takesix');
  return (
    <Box
      role="img"
      aria-label={t('table.faceDown')}
      sx={{
        width,
        height: Math.round(width * 1.4),
        flex: 'none',
        borderRadius: `${Math.max(4, width / 9)}px`,
        border: '2px solid #3b3350',
        boxSizing: 'border-box',
        background: 'repeating-linear-gradient(45deg, #2f6d5a 0 6px, #357a64 6px 12px)',
      }}
    />
  );
}
