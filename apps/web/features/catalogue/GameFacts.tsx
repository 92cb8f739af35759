import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { CatalogueEntry, GameMode } from '@tabula/game-kit';
import { useCommon } from '../i18n/useCommon';
import { playerCount } from './playerCount';

const MODE_ICONS: Record<GameMode, ComponentType<SvgIconProps>> = {
  AI: SmartToyOutlined,
  LocalFriend: DevicesOutlined,
  OnlineFriend: PublicOutlined,
};

/** What a card tells before opening a game: how many play, and how (one named icon per mode). */
export function GameFacts({ entry }: { entry: Pick<CatalogueEntry, 'minPlayers' | 'maxPlayers' | 'modes'> }) {
  const { t } = useCommon();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 1,
        rowGap: 0.5,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2" data-testid="game-players" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <GroupOutlined fontSize="small" />
        {playerCount(entry, t)}
      </Typography>
      <Box data-testid="game-modes" sx={{ display: 'inline-flex', gap: 0.75 }}>
        {entry.modes.map((mode) => {
          const Icon = MODE_ICONS[mode];
          const label = t(`modes.${mode}`);
          return <Icon key={mode} fontSize="small" role="img" aria-hidden={false} aria-label={label} titleAccess={label} />;
        })}
      </Box>
    </Box>
  );
}
