import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import PersonRemove from '@mui/icons-material/PersonRemove';
import SmartToy from '@mui/icons-material/SmartToy';
import { useTranslation } from 'react-i18next';
import type { MemberRoom } from '../../lib/apollo/types';
import type { ComputerLevelChoice } from './computerLevels';

export type ComputerSeat = MemberRoom['computerSeats'][number];

export interface ComputerSeatItemProps {
  seat: ComputerSeat;
  /** The game's levels with their names; null until they are loaded. */
  levels: ComputerLevelChoice[] | null;
  /** The creator can take the computer player out. */
  onRemove: (() => void) | null;
  busy: boolean;
}

/** A seat a computer player takes: "3. Computer (Medium)", with the creator's button to take it out. */
export function ComputerSeatItem({ seat, levels, onRemove, busy }: ComputerSeatItemProps) {
  const { t } = useTranslation('online');
  const level = levels?.find((choice) => choice.key === seat.level);
  const name = level ? t('room.computer', { level: level.label }) : t('room.computerPlayer');
  return (
    <ListItem
      divider
      data-testid="room-seat-computer"
      secondaryAction={
        onRemove && (
          <Tooltip title={t('room.remove', { nickname: name })}>
            <span>
              <IconButton edge="end" disabled={busy} onClick={onRemove} aria-label={t('room.remove', { nickname: name })}>
                <PersonRemove />
              </IconButton>
            </span>
          </Tooltip>
        )
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box component="span" sx={{ color: 'text.secondary', minWidth: 20 }}>
              {seat.position + 1}.
            </Box>
            <SmartToy fontSize="small" color="action" aria-hidden />
            <span data-testid="seat-nickname">{name}</span>
          </Box>
        }
      />
    </ListItem>
  );
}
