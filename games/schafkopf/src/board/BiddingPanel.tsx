import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BidCall } from '../types';

export interface BiddingPanelProps {
  round: 'ask' | 'name';
  /** The calls the viewer may make now (from the rules' legalBids). */
  calls: readonly BidCall[];
  onBid: (call: BidCall) => void;
}

/** Round one: "Pass" / "I'm playing"; round two: "Pass" and every contract the viewer may still name. */
export function BiddingPanel({ round, calls, onBid }: BiddingPanelProps) {
  const { t } = useTranslation('schafkopf');
  return (
    <Stack spacing={1} data-testid="bidding-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t(round === 'ask' ? 'bidding.askRound' : 'bidding.nameRound')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {calls.map((call) => (
          <Button
            key={call}
            variant={call === 'pass' ? 'outlined' : 'contained'}
            color={call === 'pass' ? 'inherit' : 'warning'}
            onClick={() => onBid(call)}
          >
            {t(`bids.${call}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
