import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../deck';
import type { PlayedCard, Trick } from '../rules/trick';
import { cardHeightFor } from './cardGeometry';
import { cardName } from './cardNames';
import { CardFace } from './CardFace';
import { CARDS_NAMESPACE } from './namespace';
import { type SeatPlace, TRICK_OFFSETS } from './seatLayout';

// A played card slides in from its seat's side; short, and left out for players who ask for less motion.
const slideIn = keyframes`
  from { transform: translate(var(--from-x), var(--from-y)); opacity: 0; }
  to { transform: none; opacity: 1; }
`;
const SLIDE = 60;

// A completed trick gathers towards its taker just before it is cleared.
const gather = keyframes`
  from { transform: none; opacity: 1; }
  to { transform: translate(var(--to-x), var(--to-y)) scale(0.6); opacity: 0.2; }
`;
const GATHER_DELAY_MS = 1050;
const GATHER_MS = 400;
// How far beyond its own card's place the trick travels towards the taker's side.
const GATHER_REACH = 2.2;

export interface TrickViewProps {
  deck: Deck;
  trick: Trick | null | undefined;
  /** Each seat's place around the table; null lays the cards out in a row, each with its player's name. */
  places: Map<PlayerID, SeatPlace> | null;
  nameOf: (seat: PlayerID) => string;
  cardWidth: number;
  /** The seat that won this trick, marked (for the last trick). */
  winner?: PlayerID;
  /** The trick was just completed: its cards gather towards the winner's seat. */
  gathering?: boolean;
}

/** The largest vertical offset of a played card (in card heights), which sets the trick's height. */
const MAX_Y_OFFSET = Math.max(...Object.values(TRICK_OFFSETS).map(([, y]) => Math.abs(y)));
/** How much of the usual vertical offset two facing seats' cards keep. */
const TWO_SEAT_OVERLAP = 0.7;

/** The cards of a trick in the middle of the table, each placed towards the seat that played it, in play order. */
export function TrickView({ deck, trick, places, nameOf, cardWidth, winner, gathering = false }: TrickViewProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const height = cardHeightFor(cardWidth);
  const cards = trick?.cards ?? [];
  const labelOf = (played: PlayedCard) =>
    t('table.playedBy', { playerName: nameOf(played.seat), card: cardName(t, deck, played.card) });
  const highlight = (played: PlayedCard) => (played.seat === winner ? { outline: '3px solid #ffb300', borderRadius: 4 } : {});

  // A list must hold list items: an empty trick is a labelled group with its note.
  const role = cards.length > 0 ? 'list' : 'group';
  if (!places) {
    return (
      <Box role={role} aria-label={t('table.trick')} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        {cards.map((played) => (
          <Box
            role="listitem"
            key={`${played.seat}-${played.card}`}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <CardFace deck={deck} card={played.card} width={cardWidth} label={labelOf(played)} style={highlight(played)} />
            <Typography variant="caption" aria-hidden="true" sx={{ maxWidth: cardWidth * 1.4, overflowWrap: 'anywhere' }}>
              {nameOf(played.seat)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  // Two seats face each other: their cards overlap more, so the middle of a phone's table is
  // shorter and the hand stays on the first screen.
  const yScale = places.size === 2 ? TWO_SEAT_OVERLAP : 1;
  const heightFactor = 1 + 2 * MAX_Y_OFFSET * yScale;
  const offsetOf = (place: SeatPlace): [number, number] => {
    const [x, y] = TRICK_OFFSETS[place];
    return [x, y * yScale];
  };
  return (
    <Box
      role={role}
      aria-label={t('table.trick')}
      sx={{ position: 'relative', width: cardWidth * 2.6, height: height * heightFactor, mx: 'auto', flexShrink: 0 }}
    >
      {cards.length === 0 && (
        <Typography variant="body2" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', opacity: 0.7 }}>
          {t('table.noCards')}
        </Typography>
      )}
      {cards.map((played) => {
        const [x, y] = offsetOf(places.get(played.seat) ?? 'bottom');
        const takerPlace = winner === undefined ? undefined : places.get(winner);
        const [toX, toY] = takerPlace ? offsetOf(takerPlace) : [x, y];
        const animation = `${slideIn} 220ms ease-out${
          gathering && takerPlace ? `, ${gather} ${GATHER_MS}ms ease-in ${GATHER_DELAY_MS}ms forwards` : ''
        }`;
        return (
          <Box
            role="listitem"
            key={`${played.seat}-${played.card}`}
            sx={{
              position: 'absolute',
              left: `calc(50% + ${x * cardWidth - cardWidth / 2}px)`,
              top: `calc(50% + ${y * height - height / 2}px)`,
              '--from-x': `${Math.sign(x) * SLIDE}px`,
              '--from-y': `${Math.sign(y) * SLIDE}px`,
              '--to-x': `${(toX * GATHER_REACH - x) * cardWidth}px`,
              '--to-y': `${(toY * GATHER_REACH - y) * height}px`,
              animation,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              filter: 'drop-shadow(0 2px 3px rgba(0,0,0,0.4))',
            }}
          >
            <CardFace deck={deck} card={played.card} width={cardWidth} label={labelOf(played)} style={highlight(played)} />
          </Box>
        );
      })}
    </Box>
  );
}
