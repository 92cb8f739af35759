import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { CardKind, Flip } from '../types';
import { CardBack, CardFace } from './cards';

export interface SeatZoneState {
  seat: PlayerID;
  seatIndex: number;
  name: string;
  /** The flip button's label, when the viewer may flip this stack now. */
  flipLabel: string | null;
  /** The stack, bottom first: a kind when face up (or the viewer's own), null when face down to the viewer. */
  stack: Array<{ kind: CardKind | null; flipped: boolean }>;
  handCount: number;
  lostCount: number;
  wins: number;
  badge: 'knockedOut' | 'passed' | 'highestBet' | 'challenger' | null;
  toAct: boolean;
}

/** The stack of a seat from what the viewer knows: its own cards face up to it, the flipped ones to all. */
export function stackCards(count: number, own: CardKind[] | undefined, flips: Flip[], seat: PlayerID): SeatZoneState['stack'] {
  const flipped = flips.filter((flip) => flip.seat === seat);
  return Array.from({ length: count }, (_, index) => {
    const fromTop = count - 1 - index;
    const flip = flipped[fromTop];
    return { kind: flip?.kind ?? own?.[index] ?? null, flipped: flip !== undefined };
  });
}

/** One seat: name, wins, badge, its stack (flippable when the viewer is the challenger), cards in hand and lost. */
export function SeatZone({ state, onFlip }: { state: SeatZoneState; onFlip: (seat: PlayerID) => void }) {
  const { t } = useTranslation('bombsAndBunnies');
  const cardWidth = 30;
  const stack = (
    <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: cardWidth * 1.4 + 4, pl: 2 }}>
      {state.stack.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stack's cards have no identity but their place
        <Box key={index} sx={{ ml: -2, opacity: card.kind !== null && !card.flipped ? 0.85 : 1 }}>
          {card.flipped || card.kind !== null ? (
            <Box sx={{ outline: card.flipped ? '2px solid gold' : 'none', borderRadius: '6px' }}>
              {card.kind !== null && <CardFace kind={card.kind} width={cardWidth} />}
            </Box>
          ) : (
            <CardBack seatIndex={state.seatIndex} width={cardWidth} />
          )}
        </Box>
      ))}
    </Box>
  );
  return (
    <Box
      data-testid={`seat-${state.seat}`}
      sx={{
        p: 0.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: '2px solid',
        borderColor: state.toAct ? 'warning.main' : 'divider',
        textAlign: 'center',
        minWidth: 0,
        opacity: state.badge === 'knockedOut' ? 0.5 : 1,
      }}
    >
      <Typography variant="caption" component="div" noWrap sx={{ fontWeight: 700 }} title={state.name}>
        {state.name}
      </Typography>
      <Typography variant="caption" component="div" color={state.badge ? 'secondary' : 'text.secondary'} noWrap>
        {state.badge ? t(`table.${state.badge}`) : state.toAct ? t('table.toAct') : '\u00a0'}
      </Typography>
      {state.flipLabel !== null ? (
        <ButtonBase
          onClick={() => onFlip(state.seat)}
          aria-label={state.flipLabel}
          sx={{ borderRadius: 1, outline: '2px dashed', outlineColor: 'warning.main', p: 0.5 }}
        >
          {stack}
        </ButtonBase>
      ) : (
        stack
      )}
      <Typography variant="caption" component="div">
        {t('table.wins', { count: state.wins })}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {t('table.hand', { count: state.handCount })} · {t('table.lost', { count: state.lostCount })}
      </Typography>
    </Box>
  );
}
