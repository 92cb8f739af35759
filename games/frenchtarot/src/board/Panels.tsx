import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CardId } from '@tabula/cards';
import { CardFace, useCardName } from '@tabula/cards/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import type { BidCall, PoigneeLevel } from '../types';

function Question({ testId, prompt, children }: { testId: string; prompt: string; children: ReactNode }) {
  return (
    <Stack spacing={1} data-testid={testId} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {prompt}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** "Pass" and every contract the viewer may still bid. */
export function BiddingPanel({ calls, onBid }: { calls: readonly BidCall[]; onBid: (call: BidCall) => void }) {
  const { t } = useTranslation('frenchtarot');
  return (
    <Question testId="bidding-panel" prompt={t('bidding.prompt')}>
      {calls.map((call) => (
        <Button
          key={call}
          size="small"
          variant={call === 'pass' ? 'outlined' : 'contained'}
          color={call === 'pass' ? 'inherit' : 'warning'}
          onClick={() => onBid(call)}
        >
          {t(`bids.${call}`)}
        </Button>
      ))}
    </Question>
  );
}

/** The cards the taker at five may call, each a button with its face and name. */
export function CallPanel({ cards, onCall }: { cards: readonly CardId[]; onCall: (card: CardId) => void }) {
  const { t } = useTranslation('frenchtarot');
  const nameOf = useCardName();
  return (
    <Question testId="call-panel" prompt={t('call.prompt')}>
      {cards.map((card) => (
        <Button
          key={card}
          variant="outlined"
          color="inherit"
          aria-label={nameOf(DECK, card)}
          onClick={() => onCall(card)}
          sx={{ p: 0.5, minWidth: 0 }}
        >
          <CardFace deck={DECK} card={card} width={40} decorative />
        </Button>
      ))}
    </Question>
  );
}

/** "Would you like to announce a slam?" Yes / No. */
export function SlamPanel({ onAnswer }: { onAnswer: (say: boolean) => void }) {
  const { t } = useTranslation('frenchtarot');
  return (
    <Question testId="slam-panel" prompt={t('slam.prompt')}>
      <Button size="small" variant="contained" color="warning" onClick={() => onAnswer(true)}>
        {t('slam.yes')}
      </Button>
      <Button size="small" variant="outlined" color="inherit" onClick={() => onAnswer(false)}>
        {t('slam.no')}
      </Button>
    </Question>
  );
}

/** The poignées the viewer may show before its first card (playing a card instead declines). */
export function PoigneePanel({ levels, onShow }: { levels: readonly PoigneeLevel[]; onShow: (level: PoigneeLevel) => void }) {
  const { t } = useTranslation('frenchtarot');
  return (
    <Question testId="poignee-panel" prompt={t('poignee.prompt')}>
      {levels.map((level) => (
        <Button key={level} size="small" variant="outlined" color="warning" onClick={() => onShow(level)}>
          {t(`poignee.${level}`)}
        </Button>
      ))}
    </Question>
  );
}
