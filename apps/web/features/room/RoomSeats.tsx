import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import PersonRemove from '@mui/icons-material/PersonRemove';
import { useTranslation } from 'react-i18next';
import type { RoomMembership } from '../../lib/apollo/types';
import { AddComputerPlayer } from './AddComputerPlayer';
import type { ComputerLevelChoice } from './computerLevels';
import { type ComputerSeat, ComputerSeatItem } from './ComputerSeatItem';

export interface RoomSeatsProps {
  memberships: RoomMembership[];
  /** Seated after the people. */
  computerSeats: ComputerSeat[];
  /** The game's computer levels with their names: null for a game without a computer player (or until loaded). */
  computerLevels: ComputerLevelChoice[] | null;
  capacity: number;
  currentUserId: number | null;
  /** Only the creator gets the per-seat controls. */
  isCreator: boolean;
  busy: boolean;
  onRemove: (userId: number) => void;
  onMoveUp: (userId: number) => void;
  onAddComputer: (level: string) => void;
  /** The computer player's seat `position` (the API takes it out by seat, not by its place in the list). */
  onRemoveComputer: (position: number) => void;
}

/**
 * The seats in play order: who sits where, the computer players after the people, and empty seats
 * still waiting for a player, where the creator can seat a computer player instead.
 */
export function RoomSeats({
  memberships,
  computerSeats,
  computerLevels,
  capacity,
  currentUserId,
  isCreator,
  busy,
  onRemove,
  onMoveUp,
  onAddComputer,
  onRemoveComputer,
}: RoomSeatsProps) {
  const { t } = useTranslation('online');
  const sorted = [...memberships].sort((a, b) => a.position - b.position);
  const taken = sorted.length + computerSeats.length;
  const empty = Math.max(0, capacity - taken);
  const canAddComputer = isCreator && computerLevels !== null && computerLevels.length > 0;
  return (
    <List data-testid="room-seats" aria-label={t('room.seats', { count: sorted.length, capacity })}>
      {sorted.map((member, index) => {
        const me = member.user.id === currentUserId;
        const name = member.user.nickname;
        return (
          <ListItem
            key={member.user.id}
            data-testid="room-seat"
            divider
            secondaryAction={
              isCreator ? (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  {index > 0 && (
                    <Tooltip title={t('room.moveUp', { nickname: name })}>
                      <span>
                        <IconButton
                          edge="end"
                          disabled={busy}
                          onClick={() => onMoveUp(member.user.id)}
                          aria-label={t('room.moveUp', { nickname: name })}
                        >
                          <ArrowUpward />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                  {!me && (
                    <Tooltip title={t('room.remove', { nickname: name })}>
                      <span>
                        <IconButton
                          edge="end"
                          disabled={busy}
                          onClick={() => onRemove(member.user.id)}
                          aria-label={t('room.remove', { nickname: name })}
                        >
                          <PersonRemove />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </Box>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box component="span" sx={{ color: 'text.secondary', minWidth: 20 }}>
                    {index + 1}.
                  </Box>
                  <Box component="span" sx={{ fontWeight: me ? 700 : 400 }} data-testid="seat-nickname">
                    {name}
                  </Box>
                  {me && <Chip size="small" label={t('room.you')} color="primary" variant="outlined" />}
                  {member.isCreator && <Chip size="small" label={t('room.creator')} variant="outlined" />}
                </Box>
              }
            />
          </ListItem>
        );
      })}
      {computerSeats.map((seat) => (
        <ComputerSeatItem
          key={`computer-${seat.position}`}
          seat={seat}
          levels={computerLevels}
          busy={busy}
          onRemove={isCreator ? () => onRemoveComputer(seat.position) : null}
        />
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <ListItem key={`empty-${i}`} divider data-testid="room-seat-empty" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, color: 'text.secondary', fontStyle: 'italic' }}>
                <span>{taken + i + 1}.</span>
                <span>{t('room.emptySeat')}</span>
              </Box>
            }
          />
          {canAddComputer && <AddComputerPlayer levels={computerLevels} busy={busy} onAdd={onAddComputer} />}
        </ListItem>
      ))}
    </List>
  );
}
