import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { seatTextOptions } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { legalBids, seatToCall } from '../bidding';
import type { Auction } from '../types';

export interface BiddingPanelProps {
  auction: Auction;
  /** A sentence's subject: the seat's name, or the second person for the seat named "You". */
  aboutSeat: (seat: string) => ReturnType<typeof seatTextOptions>;
  /** The viewer may call now. */
  canAct: boolean;
  onBid: (value: number) => void;
  onHold: () => void;
  onPass: () => void;
}

/** Who calls now, and for the seat to call: the value picker "< n >" with Bid, or "Yes! (n)", and Pass. */
export function BiddingPanel({ auction, aboutSeat, canAct, onBid, onHold, onPass }: BiddingPanelProps) {
  const { t } = useTranslation('skat');
  const values = legalBids(auction);
  const [index, setIndex] = useState(0);
  const chosen = values[Math.min(index, values.length - 1)];
  const caller = aboutSeat(seatToCall(auction));
  const status =
    auction.bidder === null
      ? t('board.forehandAlone', caller)
      : auction.awaiting === 'holder'
        ? t('board.toAnswer', { ...caller, value: auction.highest })
        : t('board.toBid', caller);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Typography role="status">{status}</Typography>
      {canAct && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          {auction.awaiting === 'holder' ? (
            <Button variant="contained" onClick={onHold}>
              {t('board.hold', { value: auction.highest })}
            </Button>
          ) : (
            chosen !== undefined && (
              <Box role="group" aria-label={t('board.bidValue')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconButton
                  color="inherit"
                  aria-label={t('board.lower')}
                  disabled={index === 0}
                  onClick={() => setIndex(index - 1)}
                >
                  ‹
                </IconButton>
                <Button variant="contained" onClick={() => onBid(chosen)}>
                  {t('board.bid', { value: chosen })}
                </Button>
                <IconButton
                  color="inherit"
                  aria-label={t('board.higher')}
                  disabled={index >= values.length - 1}
                  onClick={() => setIndex(index + 1)}
                >
                  ›
                </IconButton>
              </Box>
            )
          )}
          <Button variant="outlined" color="inherit" onClick={onPass}>
            {t('board.pass')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
