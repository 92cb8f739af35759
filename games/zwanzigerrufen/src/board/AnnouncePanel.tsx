import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnnounceCall } from '../announcements';
import type { Announcement } from '../types';

export interface AnnouncePanelProps {
  /** The calls the viewer may make now (from the rules' legalAnnouncements). */
  calls: readonly AnnounceCall[];
  announcements: readonly Announcement[];
  onAnnounce: (call: AnnounceCall) => void;
}

/** "Pass", each bonus the viewer may announce, and each announcement it may raise (Contra, Recontra...). */
export function AnnouncePanel({ calls, announcements, onAnnounce }: AnnouncePanelProps) {
  const { t } = useTranslation('zwanzigerrufen');
  const label = (call: AnnounceCall) => {
    if (call === 'pass') return t('announce.pass');
    const [kind, side, item] = call.split(':');
    if (kind === 'announce') return t(`items.${side}`);
    const level = (announcements.find((a) => a.side === side && a.item === item)?.level ?? 1) * 2;
    return t('announce.raise', { level: t(`levels.${level}`), item: t(`items.${item}`) });
  };
  return (
    <Stack spacing={1} data-testid="announce-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t('announce.title')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {calls.map((call) => (
          <Button
            key={call}
            size="small"
            variant={call === 'pass' ? 'outlined' : 'contained'}
            color={call === 'pass' ? 'inherit' : 'warning'}
            onClick={() => onAnnounce(call)}
          >
            {label(call)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
