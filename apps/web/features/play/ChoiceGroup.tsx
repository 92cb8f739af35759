import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  /**
   * The choices are sentences (a game's own words for a seat: "You are middlehand (you bid
   * first)"): one per row, full width, so that they never squeeze into a 360 px row.
   */
  sentences?: boolean;
}

/** A labelled row of exclusive toggle buttons (level, seat, player count), or a column of sentences. */
export function ChoiceGroup<T extends string>({ label, value, choices, onChange, sentences = false }: ChoiceGroupProps<T>) {
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
        orientation={sentences ? 'vertical' : 'horizontal'}
        fullWidth={sentences}
        onChange={(_, next: T | null) => next !== null && onChange(next)}
        sx={{ flexWrap: sentences ? 'nowrap' : 'wrap' }}
      >
        {choices.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            sx={sentences ? { justifyContent: 'flex-start', textAlign: 'start', textTransform: 'none' } : undefined}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
