import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { COLOURS, VALUES } from '../cards';
import type { EnumeratedMove } from '../enumerate';
import { ANIMAL_COLOUR, AnimalIcon } from './AnimalIcon';

export interface HintButtonsProps {
  receiver: PlayerID;
  /** The viewer's legal moves now: only the hints among them are clickable. */
  legal: readonly EnumeratedMove[];
  onHint: (kind: 'colour' | 'value', index: number) => void;
}

/** A hint's ten buttons for one receiver: values 1-5, then the five animals; those not allowed now are disabled. */
export function HintButtons({ receiver, legal, onHint }: HintButtonsProps) {
  const { t } = useTranslation('zooparade');
  const allowed = (kind: 'colour' | 'value', index: number) =>
    legal.some((move) => move.move === 'hint' && move.args[0] === receiver && move.args[1] === kind && move.args[2] === index);
  const small = { minWidth: 34, px: 0.5, py: 0.25 };
  // Values and animals each stay on one line: on a phone they wrap as two rows, not ten buttons split anywhere.
  const group = { display: 'flex', gap: 0.5 };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }} data-testid={`hints-${receiver}`}>
      <Box sx={group}>
        {VALUES.map((value) => (
          <Button
            key={`v${value}`}
            size="small"
            variant="outlined"
            sx={small}
            disabled={!allowed('value', value)}
            aria-label={t('board.hintValue', { value })}
            onClick={() => onHint('value', value)}
          >
            {value}
          </Button>
        ))}
      </Box>
      <Box sx={group}>
        {COLOURS.map((colour) => (
          <Button
            key={`c${colour}`}
            size="small"
            variant="outlined"
            sx={{ ...small, borderColor: ANIMAL_COLOUR[colour] }}
            disabled={!allowed('colour', colour)}
            aria-label={t('board.hintColour', { animal: t(`animals.${colour}`) })}
            onClick={() => onHint('colour', colour)}
          >
            <AnimalIcon animal={colour} size={20} color={allowed('colour', colour) ? ANIMAL_COLOUR[colour] : undefined} />
          </Button>
        ))}
      </Box>
    </Box>
  );
}
