import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BidCall } from '../types';

export interface BiddingPanelProps {
  /** The calls the viewer may make now (from the rules' legalBids). */
  calls: readonly BidCall[];
  /** The tarock a Normal game of the viewer's hand would call ("XX"). */
  calledTarock: string | null;
  onBid: (call: BidCall) => void;
}

/** Pass (once a Normal game is bid) and every contract the viewer may bid, Normal naming the tarock it calls. */
export function BiddingPanel({ calls, calledTarock, onBid }: BiddingPanelProps) {
  const { t } = useTranslation('zwanzigerrufen');
  return (
    <Stack spacing={1} data-testid="bidding-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t('bidding.yourBid')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {calls.map((call) => (
          <Button
            key={call}
            variant={call === 'pass' ? 'outlined' : 'contained'}
            color={call === 'pass' ? 'inherit' : 'warning'}
            onClick={() => onBid(call)}
          >
            {call === 'normal' && calledTarock ? t('bidding.normalCalls', { tarock: calledTarock }) : t(`bids.${call}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
