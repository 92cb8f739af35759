import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BidCall } from '../types';

export interface BiddingPanelProps {
  round: 'health' | 'name';
  /** The calls the viewer may make now (from the rules' legalBids). */
  calls: readonly BidCall[];
  onBid: (call: BidCall) => void;
}

/** Round one: "Healthy" / "Reservation"; round two: the marriage (with both club queens) and every solo. */
export function BiddingPanel({ round, calls, onBid }: BiddingPanelProps) {
  const { t } = useTranslation('doppelkopf');
  return (
    <Stack spacing={1} data-testid="bidding-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t(round === 'health' ? 'bidding.healthRound' : 'bidding.nameRound')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {calls.map((call) => (
          <Button
            key={call}
            size="small"
            variant={call === 'healthy' ? 'outlined' : 'contained'}
            color={call === 'healthy' ? 'inherit' : 'warning'}
            onClick={() => onBid(call)}
          >
            {t(`bids.${call}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
