import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { RoomInvitation } from './roomExists';

// A styled element rather than MUI's Typography: it is part of the room page's first load (see layout/frameParts.ts).
const Line = styled('p')(({ theme }) => ({
  ...theme.typography.h6,
  margin: 0,
  marginBottom: theme.spacing(1),
  overflowWrap: 'anywhere',
}));

export interface InvitationLineProps {
  invitation: RoomInvitation;
  /** The game's name in the visitor's language. */
  gameName: string;
}

/** "Anna invites you to Skat (3 players)": what a room link's visitor is asked to join, above the nickname field. */
export function InvitationLine({ invitation, gameName }: InvitationLineProps) {
  const { t } = useTranslation('online');
  const values = { game: gameName, count: invitation.capacity };
  return (
    <Line data-testid="room-invitation">
      {invitation.creatorNickname
        ? t('room.invitation', { ...values, name: invitation.creatorNickname })
        : t('room.invitationOpen', values)}
    </Line>
  );
}
