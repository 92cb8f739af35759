import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionPiece } from '../types';
import { Piece, type PieceCode } from './Piece';

const CHOICES: PromotionPiece[] = ['q', 'r', 'b', 'n'];

export interface PromotionChooserProps {
  white: boolean;
  onChoose: (piece: PromotionPiece) => void;
  onCancel: () => void;
}

/** Asks which piece a pawn on the last rank becomes; sits over the board. */
export function PromotionChooser({ white, onChoose, onCancel }: PromotionChooserProps) {
  const { t } = useTranslation('chess');
  const first = useRef<HTMLButtonElement | null>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-label={t('promotion.title')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0,0,0,0.55)',
      }}
    >
      <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: 2, textAlign: 'center', boxShadow: 6 }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {t('promotion.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          {CHOICES.map((piece, index) => (
            <ButtonBase
              key={piece}
              ref={index === 0 ? first : undefined}
              aria-label={t(`promotion.${piece}`)}
              data-testid={`promote-${piece}`}
              onClick={() => onChoose(piece)}
              sx={{
                width: 64,
                height: 64,
                borderRadius: 1,
                bgcolor: '#b58863',
                '&:hover, &:focus-visible': { bgcolor: '#d9a66f', outline: '3px solid #90caf9' },
              }}
            >
              <Piece code={(white ? piece.toUpperCase() : piece) as PieceCode} size="85%" />
            </ButtonBase>
          ))}
        </Box>
        <Button size="small" onClick={onCancel} sx={{ mt: 1 }}>
          {t('promotion.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
