import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Shuffle from '@mui/icons-material/Shuffle';
import { useTranslation } from 'react-i18next';

export interface CreatorControlsProps {
  capacity: number;
  minPlayers: number;
  maxPlayers: number;
  /** Seats taken, by people and computer players. */
  members: number;
  /** People in the room: shuffling reorders only them (computer players sit after them). */
  people: number;
  busy: boolean;
  onShuffle: () => void;
  onCapacity: (capacity: number) => void;
  onStart: () => void;
}

/** What only the room's creator sees: shuffle, capacity, and start once every seat is taken. */
export function CreatorControls({
  capacity,
  minPlayers,
  maxPlayers,
  members,
  people,
  busy,
  onShuffle,
  onCapacity,
  onStart,
}: CreatorControlsProps) {
  const { t } = useTranslation('online');
  const full = members >= capacity;
  const choices = Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
  return (
    <Box data-testid="creator-controls" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {choices.length > 1 && (
          <TextField
            select
            size="small"
            label={t('room.capacity')}
            value={capacity}
            disabled={busy}
            onChange={(event) => onCapacity(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {choices.map((n) => (
              <MenuItem key={n} value={n} disabled={n < members}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="outlined" startIcon={<Shuffle />} onClick={onShuffle} disabled={busy || people < 2}>
          {t('room.shuffle')}
        </Button>
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<PlayArrow />}
        onClick={onStart}
        disabled={busy || !full}
        data-testid="start-match"
      >
        {t('room.start')}
      </Button>
      {!full && (
        <Typography variant="body2" color="text.secondary">
          {t('room.startWhenFull')}
        </Typography>
      )}
    </Box>
  );
}
