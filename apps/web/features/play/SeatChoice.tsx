import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { SeatChoices } from './seatChoices';

export interface SeatChoiceProps extends SeatChoices {
  label: string;
  value: PlayerID;
  onChange: (seat: PlayerID) => void;
}

/**
 * The human's seat against the computer. A game's own words ("You are middlehand (you bid
 * first)") are sentences: one per row, full width, so that they never squeeze into a 360 px row.
 */
export function SeatChoice({ label, value, choices, ownWords, onChange }: SeatChoiceProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        value={value}
        orientation={ownWords ? 'vertical' : 'horizontal'}
        fullWidth={ownWords}
        onChange={(_, next: PlayerID | null) => next !== null && onChange(next)}
        sx={{ flexWrap: ownWords ? 'nowrap' : 'wrap' }}
      >
        {choices.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            sx={ownWords ? { justifyContent: 'flex-start', textAlign: 'start', textTransform: 'none' } : undefined}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
