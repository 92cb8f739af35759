import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CardKind } from '../types';

/** Each seat's own card back: a colour and a pattern (the reference's six styles). */
const BACKS = [
  { colour: '#b23a48', pattern: 'repeating-linear-gradient(45deg, #fff3 0 4px, transparent 4px 8px)' },
  { colour: '#2f6690', pattern: 'radial-gradient(circle, #fff4 2px, transparent 2.5px) 0 0 / 8px 8px' },
  { colour: '#3a7d44', pattern: 'repeating-linear-gradient(0deg, #fff3 0 3px, transparent 3px 8px)' },
  { colour: '#8a5a9e', pattern: 'repeating-linear-gradient(90deg, #fff3 0 3px, transparent 3px 8px)' },
  { colour: '#c97c1b', pattern: 'repeating-linear-gradient(-45deg, #fff3 0 4px, transparent 4px 8px)' },
  { colour: '#4a4e69', pattern: 'repeating-conic-gradient(#fff3 0 25%, transparent 0 50%) 0 0 / 10px 10px' },
];

export const backOf = (seatIndex: number) => BACKS[seatIndex % BACKS.length]!;

const size = (width: number) => ({ width, height: Math.round(width * 1.4), borderRadius: '6px', flex: 'none' });

/** A card face up: a bunny or a bomb. */
export function CardFace({ kind, width = 40 }: { kind: CardKind; width?: number }) {
  const { t } = useTranslation('bombsAndBunnies');
  return (
    <Box
      role="img"
      aria-label={t(`table.${kind}`)}
      sx={{
        ...size(width),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: width * 0.6,
        bgcolor: kind === 'bomb' ? '#2b2b2b' : '#fdf6e3',
        border: '2px solid',
        borderColor: kind === 'bomb' ? '#e63946' : '#8ab17d',
      }}
    >
      {kind === 'bomb' ? '💣' : '🐰'}
    </Box>
  );
}

/** A card face down, in its owner's back. */
export function CardBack({ seatIndex, width = 40 }: { seatIndex: number; width?: number }) {
  const { t } = useTranslation('bombsAndBunnies');
  const back = backOf(seatIndex);
  return (
    <Box
      role="img"
      aria-label={t('table.faceDown')}
      sx={{ ...size(width), background: `${back.pattern}, ${back.colour}`, border: '2px solid #fff8' }}
    />
  );
}
