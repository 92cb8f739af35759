import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** Speaker button: on shows sound waves, off shows a cross. */
export function SoundToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation('chess');
  return (
    <IconButton
      onClick={onToggle}
      aria-label={t(enabled ? 'sound.mute' : 'sound.unmute')}
      aria-pressed={!enabled}
      data-testid="sound-toggle"
      size="small"
      sx={{ color: 'text.secondary' }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {enabled ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </IconButton>
  );
}
