import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { Announcement, ContractKind } from '../types';

export interface AnnouncementListProps {
  announcements: readonly Announcement[];
  players: readonly PlayerInfo[];
  /** The contract names the game's own line ("Solo: Contra"). */
  contract: ContractKind | null;
}

/** Every announcement in force, its level and who made and raised it: public, always shown. */
export function AnnouncementList({ announcements, players, contract }: AnnouncementListProps) {
  const { t } = useTranslation('zwanzigerrufen');
  const nameOf = (seat: string) => players.find((p) => p.playerID === seat)?.name ?? seat;
  const shown = announcements.filter((a) => a.item !== 'game' || a.level > 1);
  if (shown.length === 0) return null;
  return (
    <Box data-testid="announcements" component="section" aria-label={t('status.announcements')}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('status.announcements')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {shown.map((a) => (
          <Typography component="li" variant="body2" key={`${a.side}:${a.item}`}>
            {t('status.announcedBy', {
              item: a.item === 'game' && contract ? t(`contracts.${contract}`) : t(`items.${a.item}`),
              level: t(`levels.${a.level}`),
            })}{' '}
            ({t(`sides.${a.side}`)}
            {[a.by, ...a.raisedBy].filter((seat): seat is string => seat !== null).length > 0 && ': '}
            {[a.by, ...a.raisedBy]
              .filter((seat): seat is string => seat !== null)
              .map(nameOf)
              .join(', ')}
            )
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
