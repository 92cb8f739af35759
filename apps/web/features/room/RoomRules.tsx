import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule } from '@tabula/game-kit';

export interface RoomRulesProps {
  /** Any game's settings panel (its value type is the game's own), as the catalogue loads it. */
  customization: CustomizationModule<any>;
  /** The settings the match will start with (the room's, over the game's defaults). */
  value: unknown;
  /** The creator changes them; every other member reads them. */
  editable: boolean;
  creatorNickname: string;
  onChange: (value: unknown) => void;
}

const ignore = () => undefined;

/**
 * The rules the room will play with, shown to every member: the game's own settings panel, which
 * only the creator can change. For the others its fields are disabled (a disabled fieldset, and
 * `readOnly` for the controls a fieldset does not reach) and take no pointer input; any change they
 * still make is dropped.
 */
export function RoomRules({ customization, value, editable, creatorNickname, onChange }: RoomRulesProps) {
  const { t } = useTranslation('online');
  const { Component } = customization;
  return (
    <Paper component="section" aria-labelledby="room-rules-title" sx={{ p: 2 }} data-testid="room-rules">
      <Typography id="room-rules-title" variant="h6" component="h2">
        {t('room.rules')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {editable ? t('room.rulesShared') : t('room.rulesChosenBy', { nickname: creatorNickname })}
      </Typography>
      {editable ? (
        <Component value={value} onChange={onChange} mode="OnlineFriend" />
      ) : (
        <Box
          component="fieldset"
          disabled
          data-testid="room-rules-read-only"
          sx={{ border: 0, m: 0, p: 0, minWidth: 0, pointerEvents: 'none' }}
        >
          <Component value={value} onChange={ignore} mode="OnlineFriend" readOnly />
        </Box>
      )}
    </Paper>
  );
}
