import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@tabula/game-kit';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { NEW_ROOM } from '../../lib/apollo/operations';
import { parsePlayOptions } from '../play/playOptions';
import { useLazy } from '../play/useLazy';
import { withDefaults } from './roomSettings';

export interface NewRoomFormProps {
  entry: CatalogueEntry;
  onCreated: (roomId: string) => void;
}

function defaultCapacity(entry: CatalogueEntry): number {
  return Math.min(entry.maxPlayers, Math.max(entry.minPlayers, entry.defaultPlayers ?? 2));
}

/**
 * Online play: choose how many players (unless the game has one count), the game's settings and
 * who may join, then create the room (newRoom). The game page's choices arrive in the query
 * (players, setup) and are the starting point.
 */
export function NewRoomForm({ entry, onCreated }: NewRoomFormProps) {
  const { t } = useTranslation('online');
  const { query } = useRouter();
  const chosen = parsePlayOptions(entry, query);
  const customization = useLazy(entry.customization);
  const [capacity, setCapacity] = useState(query.players ? chosen.numPlayers : defaultCapacity(entry));
  const [settings, setSettings] = useState<unknown>(chosen.setupData);
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [newRoom, { loading }] = useMutation(NEW_ROOM);
  const choices = Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const setupData = settings === undefined ? null : JSON.stringify(settings);
      const result = await newRoom({ variables: { gameCode: entry.code, capacity, isPublic, setupData } });
      const roomId = result.data?.newRoom.roomId;
      if (!roomId) throw new Error(t('errors.missing'));
      onCreated(roomId);
    } catch (failure) {
      setError(errorMessage(failure, t('errors.missing')));
    }
  };

  if (!entry.modes.includes('OnlineFriend')) return <Alert severity="warning">{t('newRoom.notOnline')}</Alert>;

  return (
    <Stack component="form" spacing={3} onSubmit={submit} data-testid="new-room-form">
      {choices.length > 1 && (
        <TextField
          select
          label={t('newRoom.capacity')}
          value={capacity}
          onChange={(event) => setCapacity(Number(event.target.value))}
          sx={{ maxWidth: 200 }}
          // The browser's own list (the phone's picker): MUI's menu would ship its Popover and Modal.
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'capacity-select' } }}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </TextField>
      )}
      {customization && (
        <customization.Component
          value={withDefaults(settings, customization.defaultValue)}
          onChange={setSettings}
          mode="OnlineFriend"
        />
      )}
      <FormControl>
        <FormLabel id="room-visibility">{t('newRoom.visibility')}</FormLabel>
        <RadioGroup
          aria-labelledby="room-visibility"
          value={isPublic ? 'public' : 'private'}
          onChange={(event) => setIsPublic(event.target.value === 'public')}
        >
          <FormControlLabel value="private" control={<Radio />} label={t('newRoom.private')} />
          <FormControlLabel value="public" control={<Radio />} label={t('newRoom.public')} />
        </RadioGroup>
      </FormControl>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loading}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="create-room"
      >
        {t('newRoom.create')}
      </Button>
    </Stack>
  );
}
