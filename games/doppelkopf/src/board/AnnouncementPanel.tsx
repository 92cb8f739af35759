import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { announcementOf } from '../announcements';
import type { Announcement, Side } from '../types';

export interface AnnouncementPanelProps {
  levels: Record<Side, number>;
  /** The announcements the viewer may make now (from the rules' legalAnnouncements); empty: none. */
  calls: readonly Announcement[];
  onAnnounce: (call: Announcement) => void;
}

/** Both sides' announcements so far ("Re: No 90"), always in view, and the viewer's own announcement buttons whenever its deadline allows (on its turn or not). */
export function AnnouncementPanel({ levels, calls, onAnnounce }: AnnouncementPanelProps) {
  const { t } = useTranslation('doppelkopf');
  const said = (['re', 'kontra'] as const).filter((side) => levels[side] > 0);
  return (
    <Stack spacing={0.5} data-testid="announcement-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="body2" data-testid="announcements-made" sx={{ textAlign: 'center' }}>
        {said.length === 0
          ? t('status.none')
          : said
              .map((side) =>
                t('status.sideLevel', {
                  side: t(`sides.${side}`),
                  level: t(`announcements.${announcementOf(side, levels[side])}`),
                }),
              )
              .join(' · ')}
      </Typography>
      {calls.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          {calls.map((call) => (
            <Button key={call} size="small" variant="outlined" color="warning" onClick={() => onAnnounce(call)}>
              {t(`announcements.${call}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
