import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExitToApp from '@mui/icons-material/ExitToApp';
import { useTranslation } from 'react-i18next';
import type { MemberRoom } from '../../lib/apollo/types';
import type { ComputerLevelChoice } from './computerLevels';
import { CreatorControls } from './CreatorControls';
import { RoomSeats } from './RoomSeats';
import { ShareLink } from './ShareLink';

export interface RoomActions {
  remove: (userId: number) => void;
  moveUp: (userId: number) => void;
  addComputer: (level: string) => void;
  /** Takes out the computer player at this seat position. */
  removeComputer: (position: number) => void;
  shuffle: () => void;
  changeCapacity: (capacity: number) => void;
  start: () => void;
  leave: () => void;
}

export interface RoomViewProps {
  room: MemberRoom;
  /** The game's computer levels with their names; null for a game without a computer player. */
  computerLevels: ComputerLevelChoice[] | null;
  currentUserId: number | null;
  gameName: string;
  minPlayers: number;
  maxPlayers: number;
  shareUrl: string;
  busy: boolean;
  starting: boolean;
  error: string | null;
  actions: RoomActions;
  /** The rules the room will play with: the game's settings (RoomRules) and the table rules. */
  rules?: ReactNode;
}

export function RoomView({
  room,
  computerLevels,
  currentUserId,
  gameName,
  minPlayers,
  maxPlayers,
  shareUrl,
  busy,
  starting,
  error,
  actions,
  rules,
}: RoomViewProps) {
  const { t } = useTranslation('online');
  const members = room.userMemberships;
  const isCreator = members.some((m) => m.isCreator && m.user.id === currentUserId);
  const creator = members.find((m) => m.isCreator);
  const taken = members.length + room.computerSeats.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 720, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, flex: 1 }}>
          {t('room.title', { game: gameName })}
        </Typography>
        <Chip label={room.isPublic ? t('room.public') : t('room.private')} variant="outlined" />
      </Box>
      {error && (
        <Alert severity="error" data-testid="room-error">
          {error}
        </Alert>
      )}
      <Paper sx={{ p: 2 }}>
        <ShareLink url={shareUrl} />
      </Paper>
      {rules}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" data-testid="room-count">
          {t('room.seats', { count: taken, capacity: room.capacity })}
        </Typography>
        <RoomSeats
          memberships={members}
          computerSeats={room.computerSeats}
          computerLevels={starting ? null : computerLevels}
          capacity={room.capacity}
          currentUserId={currentUserId}
          isCreator={isCreator}
          busy={busy}
          onRemove={actions.remove}
          onMoveUp={actions.moveUp}
          onAddComputer={actions.addComputer}
          onRemoveComputer={actions.removeComputer}
        />
        {starting ? (
          <Typography sx={{ mt: 2 }} role="status">
            {t('room.starting')}
          </Typography>
        ) : isCreator ? (
          <Box sx={{ mt: 2 }}>
            <CreatorControls
              capacity={room.capacity}
              minPlayers={minPlayers}
              maxPlayers={maxPlayers}
              members={taken}
              people={members.length}
              busy={busy}
              onShuffle={actions.shuffle}
              onCapacity={actions.changeCapacity}
              onStart={actions.start}
            />
          </Box>
        ) : (
          <Typography sx={{ mt: 2 }} color="text.secondary" role="status">
            {t('room.waitingForCreator', { nickname: creator?.user.nickname ?? '' })}
          </Typography>
        )}
      </Paper>
      <Box>
        <Button color="inherit" startIcon={<ExitToApp />} onClick={actions.leave} disabled={busy}>
          {t('room.leave')}
        </Button>
      </Box>
    </Box>
  );
}
