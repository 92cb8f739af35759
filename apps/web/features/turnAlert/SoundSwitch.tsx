import { styled } from '@mui/material/styles';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import { useCommon } from '../i18n/useCommon';
import { useTurnSound } from './turnSoundPreference';

// A plain button drawn like MUI's IconButton: the header is on every page's first screen (see
// layout/frameParts.ts), and ButtonBase would add its ripple to it.
const IconToggle = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 8,
  border: 0,
  borderRadius: '50%',
  color: theme.palette.text.secondary,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** The header's switch of the sound that tells a player it is their turn: pressed is muted. */
export function SoundSwitch() {
  const { t } = useCommon();
  const [on, setOn] = useTurnSound();
  const label = t('turnAlert.mute');
  return (
    <IconToggle type="button" aria-label={label} title={label} aria-pressed={!on} onClick={() => setOn(!on)}>
      {on ? <VolumeUp fontSize="small" /> : <VolumeOff fontSize="small" />}
    </IconToggle>
  );
}
