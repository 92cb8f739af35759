import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { Announcement, ContractKind } from '../types';

export interface AnnouncementListProps {
  announcements: readonly Announcement[];
  players: readonly PlayerInfo[];
  /** The contract names the game's own line ("Solo — Contra: Dora"). */
  contract: ContractKind | null;
}

/** Every announcement in force, the side it is for, and each step with who said it: public, always shown. */
export function AnnouncementList({ announcements, players, contract }: AnnouncementListProps) {
  const { t } = useTranslation('zwanzigerrufen');
  const nameOf = (seat: string) => players.find((p) => p.playerID === seat)?.name ?? seat;
  const shown = announcements.filter((a) => a.item !== 'game' || a.level > 1);
  if (shown.length === 0) return null;
  const labelOf = (a: Announcement) =>
    a.item === 'game' && contract ? t(`contracts.${contract}`) : `${t(`items.${a.item}`)} (${t(`sides.${a.side}`)})`;
  // The game is nobody's announcement: its steps start at Contra.
  const stepsOf = (a: Announcement) =>
    [...(a.by === null ? [] : [{ seat: a.by, level: 1 }]), ...a.raisedBy.map((seat, i) => ({ seat, level: 2 ** (i + 1) }))]
      .map(({ seat, level }) => t('status.step', { level: t(`levels.${level}`), player: nameOf(seat) }))
      .join(' · ');
  return (
    <Box data-testid="announcements" component="section" aria-label={t('status.announcements')}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('status.announcements')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {shown.map((a) => (
          <Typography component="li" variant="body2" key={`${a.side}:${a.item}`}>
            {labelOf(a)} — {stepsOf(a)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
