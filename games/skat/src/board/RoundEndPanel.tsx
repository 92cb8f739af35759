import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardFace, QuitMatchButton } from '@tabula/cards/ui';
import type { CardId } from '@tabula/cards';
import type { seatTextOptions } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import { declarerScore } from '../scoring';
import type { SkatView } from '../types';

export interface RoundEndPanelProps {
  G: SkatView;
  nameOf: (seat: string) => string;
  /** A sentence's subject: the seat's name, or the second person for the seat named "You". */
  aboutSeat: (seat: string) => ReturnType<typeof seatTextOptions>;
  /** The viewer may still confirm (or quit). */
  canAct: boolean;
  /** Seats still to confirm. */
  waitingFor: string[];
  onNextRound: () => void;
  onQuit: () => void;
}

function CardRow({ label, cards }: { label: string; cards: readonly CardId[] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ minWidth: '6em' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {cards.map((card) => (
          <CardFace key={card} deck={DECK} card={card} width={34} />
        ))}
      </Box>
    </Box>
  );
}

/** How the deal went, "Next round!" / "Quit game" (which asks first), then the whole deal revealed (skat, cards laid away, hands as dealt). */
export function RoundEndPanel({ G, nameOf, aboutSeat, canAct, waitingFor, onNextRound, onQuit }: RoundEndPanelProps) {
  const { t } = useTranslation('skat');
  const { outcome } = G;
  return (
    <Box data-testid="round-end" sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      <Typography variant="h6">{t('board.roundEnd')}</Typography>
      {outcome ? (
        <>
          <Typography>
            {t(outcome.won ? 'board.declarerWon' : 'board.declarerLost', {
              ...aboutSeat(outcome.declarer),
              value: declarerScore(outcome),
            })}
          </Typography>
          {outcome.contract.kind !== 'null' && (
            <Typography variant="body2">
              {t('board.declarerPoints', { points: outcome.declarerPoints, tricks: outcome.declarerTricks })}
            </Typography>
          )}
        </>
      ) : (
        <Typography>{t('board.allPassed')}</Typography>
      )}
      {/* What to do next comes before the revealed deal, so it is on the first screen. */}
      {canAct ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button variant="contained" onClick={onNextRound}>
            {t('board.nextRound')}
          </Button>
          <QuitMatchButton onQuit={onQuit} />
        </Box>
      ) : (
        waitingFor.length > 0 && (
          <Typography role="status">{t('board.waitingOthers', { names: waitingFor.map(nameOf).join(', ') })}</Typography>
        )
      )}
      <CardRow label={t('board.skat')} cards={G.skat} />
      {G.discards.length > 0 && <CardRow label={t('board.discards')} cards={G.discards} />}
      {Object.keys(G.dealtHands).length > 0 && (
        <Box role="group" aria-label={t('board.dealtHands')} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {Object.entries(G.dealtHands).map(([seat, cards]) => (
            <CardRow key={seat} label={nameOf(seat)} cards={cards} />
          ))}
        </Box>
      )}
    </Box>
  );
}
