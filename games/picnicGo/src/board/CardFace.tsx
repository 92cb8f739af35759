import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardId, type CardKind, cardInfo } from '../cards';

// Picnic Go's cards, drawn for this project: a coloured card per kind with a simple picture
// (sandwich, chips bag, eggs, drumstick, pizza slice, cupcake, mayo jar, fork) and, for sandwiches
// and chips, their value in the corner.

const FACES: Record<CardKind, { face: string; ink: string }> = {
  sandwich: { face: '#fff1d6', ink: '#8a5a1e' },
  chips: { face: '#fff7b0', ink: '#9a6b00' },
  eggs: { face: '#e9f6ff', ink: '#2d5f87' },
  chicken: { face: '#ffe0c7', ink: '#a34a14' },
  pizza: { face: '#ffe3e0', ink: '#b0302a' },
  cupcake: { face: '#fde4f1', ink: '#a3306e' },
  mayo: { face: '#f4f4f4', ink: '#55606a' },
  fork: { face: '#e6f3e6', ink: '#2f6b3a' },
};

/** The picture of a kind, in a 40 x 40 box. */
function Picture({ kind, value }: { kind: CardKind; value: number }): ReactNode {
  switch (kind) {
    case 'sandwich': {
      const filling = ['#f4d8a8', '#f2a7a0', '#9b4a36'][value - 1] ?? '#f4d8a8';
      return (
        <>
          <path d="M6 17 Q20 4 34 17 L34 20 L6 20 Z" fill="#e0a458" />
          <rect x="5" y="20" width="30" height="4" fill="#6cae4f" />
          <rect x="5" y="24" width="30" height="5" fill={filling} />
          <path d="M6 29 L34 29 L34 32 Q20 37 6 32 Z" fill="#e0a458" />
        </>
      );
    }
    case 'chips':
      return (
        <>
          <path d="M10 8 L30 8 L33 34 L7 34 Z" fill="#f2c14e" stroke="#9a6b00" strokeWidth="1.5" />
          <path d="M9 14 L31 14" stroke="#9a6b00" strokeWidth="1.5" />
          <ellipse cx="20" cy="24" rx="7" ry="5" fill="#ffe28a" stroke="#9a6b00" />
        </>
      );
    case 'eggs':
      return (
        <>
          <ellipse cx="13" cy="22" rx="8" ry="11" fill="#fff" stroke="#2d5f87" strokeWidth="1.5" />
          <circle cx="13" cy="22" r="4.5" fill="#f6c33b" />
          <ellipse cx="27" cy="22" rx="8" ry="11" fill="#fff" stroke="#2d5f87" strokeWidth="1.5" />
          <circle cx="27" cy="22" r="4.5" fill="#f6c33b" />
        </>
      );
    case 'chicken':
      return (
        <>
          <path d="M26 8 Q36 10 33 22 Q30 30 21 26 Q14 24 15 16 Q17 7 26 8 Z" fill="#c8742c" stroke="#7a3d10" strokeWidth="1.5" />
          <path d="M17 24 L9 32" stroke="#f3e7d3" strokeWidth="4" strokeLinecap="round" />
          <circle cx="8" cy="33" r="3" fill="#f3e7d3" />
        </>
      );
    case 'pizza':
      return (
        <>
          <path d="M20 36 L5 8 Q20 2 35 8 Z" fill="#f6c453" stroke="#b0302a" strokeWidth="1.5" />
          <path d="M5 8 Q20 2 35 8 L33 12 Q20 6 7 12 Z" fill="#d28a3c" />
          <circle cx="17" cy="15" r="3" fill="#b0302a" />
          <circle cx="24" cy="20" r="3" fill="#b0302a" />
          <circle cx="19" cy="26" r="2.5" fill="#b0302a" />
        </>
      );
    case 'cupcake':
      return (
        <>
          <path d="M10 22 L30 22 L27 36 L13 36 Z" fill="#8e5b3a" />
          <path d="M8 23 Q7 10 20 9 Q33 10 32 23 Z" fill="#f6a5c0" />
          <circle cx="20" cy="7" r="3.5" fill="#d62d4b" />
        </>
      );
    case 'mayo':
      return (
        <>
          <rect x="11" y="6" width="18" height="6" rx="1.5" fill="#3a8fd6" />
          <path d="M10 12 L30 12 L31 34 Q20 37 9 34 Z" fill="#fffbe8" stroke="#55606a" strokeWidth="1.5" />
          <rect x="12" y="19" width="16" height="8" fill="#f6c33b" />
        </>
      );
    case 'fork':
      return (
        <>
          <path d="M14 5 L14 14 M18 5 L18 14 M22 5 L22 14 M26 5 L26 14" stroke="#55606a" strokeWidth="2" />
          <path d="M13 13 Q20 20 27 13 L27 14 Q26 20 21 21 L21 36 L19 36 L19 21 Q14 20 13 14 Z" fill="#55606a" />
        </>
      );
  }
}

/** A card's name, in the reader's language: "Beef sandwich", "2 chips", "Pizza". */
export function useCardName(): (card: CardId) => string {
  const { t } = useTranslation('picnicGo');
  return (card) => {
    const { kind, value } = cardInfo(card);
    return t(`kinds.${kind}${value > 0 ? value : ''}`);
  };
}

export interface CardFaceProps {
  card: CardId;
  /** Width in pixels; the height is 1.4 times it. */
  width: number;
  highlight?: boolean;
}

export function CardFace({ card, width, highlight = false }: CardFaceProps) {
  const name = useCardName()(card);
  const { kind, value } = cardInfo(card);
  const colours = FACES[kind];
  return (
    <Box
      role="img"
      aria-label={name}
      title={name}
      data-card={card}
      data-kind={kind}
      sx={{
        position: 'relative',
        width,
        height: Math.round(width * 1.4),
        flex: 'none',
        borderRadius: `${Math.max(4, width / 8)}px`,
        border: '2px solid',
        borderColor: highlight ? 'warning.main' : colours.ink,
        boxShadow: highlight ? '0 0 0 3px rgba(255, 167, 38, 0.6)' : '0 1px 2px rgba(0,0,0,0.3)',
        bgcolor: colours.face,
        color: colours.ink,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        userSelect: 'none',
      }}
    >
      <svg viewBox="0 0 40 40" width="86%" aria-hidden="true" focusable="false">
        <Picture kind={kind} value={value} />
      </svg>
      {value > 0 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 1,
            left: 3,
            fontWeight: 800,
            fontSize: Math.max(10, Math.round(width * 0.28)),
            lineHeight: 1,
            fontFamily: 'Arial, sans-serif',
          }}
        >
          {value}
        </Box>
      )}
    </Box>
  );
}

/** The back of a card: a pick not yet revealed. */
export function CardBack({ width }: { width: number }) {
  const { t } = useTranslation('picnicGo');
  return (
    <Box
      role="img"
      aria-label={t('table.faceDown')}
      sx={{
        width,
        height: Math.round(width * 1.4),
        flex: 'none',
        borderRadius: `${Math.max(4, width / 8)}px`,
        border: '2px solid #8a3b2f',
        boxSizing: 'border-box',
        background: 'repeating-conic-gradient(#e35d5b 0 25%, #fdf6e3 0 50%) 0 0 / 10px 10px',
      }}
    />
  );
}
