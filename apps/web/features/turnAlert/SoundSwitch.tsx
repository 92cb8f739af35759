import { styled } from '@mui/material/styles';
import { useCommon } from '../i18n/useCommon';
import { useTurnSound } from './turnSoundPreference';

// A plain button drawn like MUI's IconButton, with @mui/icons-material's VolumeUp and VolumeOff
// drawn as plain <svg>s: the header is on every page's first screen (see layout/frameParts.ts);
// SvgIcon with the two icons would add 1.8 kB gzip to it, ButtonBase its ripple besides.
const VOLUME_UP =
  'M3 9v6h4l5 5V4L7 9zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77';
const VOLUME_OFF =
  'M16.5 12c0-1.77-1.02-3.29-2.5-4.03v2.21l2.45 2.45c.03-.2.05-.41.05-.63m2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51C20.63 14.91 21 13.5 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71M4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06c1.38-.31 2.63-.95 3.69-1.81L19.73 21 21 19.73l-9-9zM12 4 9.91 6.09 12 8.18z';

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
      <svg
        viewBox="0 0 24 24"
        width={20}
        height={20}
        aria-hidden="true"
        focusable="false"
        data-icon={on ? 'volume-up' : 'volume-off'}
      >
        <path fill="currentColor" d={on ? VOLUME_UP : VOLUME_OFF} />
      </svg>
    </IconToggle>
  );
}
