import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { RematchOffer as Offer } from '../../lib/apollo/types';
import { useRematchOffer } from './useRematchOffer';

export interface RematchOfferNoticeProps {
  offer: Offer;
  /** Joining is under way (nextRoom). */
  pending: boolean;
  onJoin: () => void;
  onDecline: () => void;
}

/** "Ann wants a rematch", with Join (the same next room) and No thanks. */
export function RematchOfferNotice({ offer, pending, onJoin, onDecline }: RematchOfferNoticeProps) {
  const { t, i18n } = useTranslation('online');
  const nicknames = offer.players.map((player) => player.nickname);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(nicknames);
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="rematch-offer"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" onClick={onJoin} disabled={pending}>
            {t('match.rematch.join')}
          </Button>
          <Button color="inherit" size="small" onClick={onDecline} disabled={pending}>
            {t('match.rematch.decline')}
          </Button>
        </Box>
      }
    >
      {t('match.rematch.offer', { count: nicknames.length, names })}
    </Alert>
  );
}

export interface RematchOfferProps {
  matchId: string;
  /** The offer as the match was read (null when there was none). */
  initial: Offer | null;
  /** The signed-in player: their own offer is not shown to them. */
  viewerId: number | null;
  pending: boolean;
  /** Goes to the next room (nextRoom), as Play again does. */
  onJoin: () => void;
}

/** Another player's rematch offer, live, until it is taken, declined, withdrawn or started. */
export function RematchOffer({ matchId, initial, viewerId, pending, onJoin }: RematchOfferProps) {
  const { offer, decline } = useRematchOffer(matchId, initial, viewerId);
  if (!offer) return null;
  return <RematchOfferNotice offer={offer} pending={pending} onJoin={onJoin} onDecline={decline} />;
}
