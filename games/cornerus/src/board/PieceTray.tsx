import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { pieceSize } from '../pieces';
import type { Colour } from '../types';
import { COLOUR_PAINT } from './colours';
import { PieceShape } from './PieceShape';
import type { Translate } from './texts';

export interface PieceTrayProps {
  colour: Colour;
  pieces: readonly number[];
  selected: number | null;
  transform: number;
  onChoose: (piece: number) => void;
  t: Translate;
}

/** The pieces the colour on turn still has, each drawn; the chosen one drawn as it is turned. */
export function PieceTray({ colour, pieces, selected, transform, onChoose, t }: PieceTrayProps) {
  const paint = COLOUR_PAINT[colour];
  return (
    <Box
      role="group"
      aria-label={t('tray.label', { colour: t(`colours.${colour}`) })}
      data-testid="piece-tray"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))', gap: 0.5, width: '100%' }}
    >
      {pieces.map((piece) => (
        <ButtonBase
          key={piece}
          data-testid={`piece-${piece}`}
          aria-pressed={selected === piece}
          aria-label={t('tray.piece', { number: piece + 1, count: pieceSize(piece) })}
          onClick={() => onChoose(piece)}
          sx={{
            aspectRatio: '1',
            p: 0.5,
            borderRadius: 1,
            border: '2px solid',
            borderColor: selected === piece ? 'warning.main' : 'divider',
            bgcolor: selected === piece ? 'action.selected' : 'transparent',
            '&.Mui-focusVisible': { outline: '3px solid #90caf9' },
          }}
        >
          <PieceShape piece={piece} transform={selected === piece ? transform : 0} fill={paint.fill} edge={paint.edge} />
        </ButtonBase>
      ))}
    </Box>
  );
}
