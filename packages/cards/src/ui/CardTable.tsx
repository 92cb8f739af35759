import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../deck';
import type { Trick } from '../rules/trick';
import { CARDS_NAMESPACE } from './namespace';
import { type SeatPlace, seatPlaces } from './seatLayout';
import { SeatPanel, type TableSeat } from './SeatPanel';
import { TableHeader, type TrumpShown } from './TableHeader';
import { TrickView } from './TrickView';
import { useHeldTrick } from './useHeldTrick';
import { TableCardWidthContext, useMeasuredCardWidth, useTableCardWidth } from './useTableCardWidth';

export interface CardTableProps {
  deck: Deck;
  /** Every seat in seating order (clockwise, the order of play). */
  seats: readonly TableSeat[];
  /** The viewer's seat, drawn at the bottom; null or left out for a spectator (the first seat is at the bottom). */
  self?: PlayerID | null;
  /** The seat or seats that may act now. */
  turn?: PlayerID | readonly PlayerID[] | null;
  /** The trick being played; null (bidding, a round end) leaves the middle free for the controls. */
  trick?: Trick | null;
  /**
   * The previous trick, shown on request at any time. When it changes (a trick was just completed),
   * the table keeps it in the middle for a moment with its taker named, until the next card is played
   * or the player taps it (see `useHeldTrick`).
   */
  lastTrick?: Trick | null;
  /** Who won the previous trick, named and marked when it is shown. */
  lastTrickWinner?: PlayerID;
  /** The contract being played ("Grand", "Sauspiel"), shown in the header. */
  contract?: ReactNode;
  /** A suit of the deck (drawn with its symbol and name), or the game's own text for what is trump. */
  trump?: TrumpShown;
  /** The game's controls for this moment (bidding buttons, "Next round"), under the trick. */
  controls?: ReactNode;
  /** The viewer's hand (usually a `Hand`), at the bottom. */
  hand?: ReactNode;
  /**
   * Width in px of the cards in the middle and of a `Hand` inside the table that asks for none. By
   * default 56 on a phone; a wider table draws them larger, up to a tenth of its width (and of the
   * window's height): see `cardWidthForTable`.
   */
  cardWidth?: number;
}

const FELT = '#1f5d3a';

function SeatsAt({
  places,
  where,
  seats,
  isOnTurn,
}: {
  places: Map<PlayerID, SeatPlace>;
  where: SeatPlace[];
  seats: readonly TableSeat[];
  isOnTurn: (seat: PlayerID) => boolean;
}) {
  const here = where.flatMap((place) => seats.filter((seat) => places.get(seat.id) === place));
  // A seat alone at the top (two players) may spread its notes wider.
  const maxWidth = here.length === 1 && places.get(here[0]!.id) === 'top' ? 280 : undefined;
  return (
    <>
      {here.map((seat) => (
        <SeatPanel key={seat.id} seat={seat} onTurn={isOnTurn(seat.id)} maxWidth={maxWidth} />
      ))}
    </>
  );
}

/**
 * A card table: the seats around it (the viewer at the bottom, the others clockwise; a list beyond six
 * seats), the trick in the middle with a "Last trick" button, the contract and trump above, and
 * slots for the game's controls and the viewer's hand. From a 360 px phone to a desktop, where the
 * cards of the trick and the hand grow with the table's width.
 */
export function CardTable(props: CardTableProps) {
  const { deck, seats, self, turn, trick, lastTrick, lastTrickWinner, contract, trump, controls, hand } = props;
  const { t } = useTranslation(CARDS_NAMESPACE);
  const tableRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useMeasuredCardWidth(tableRef);
  const cardWidth = useTableCardWidth(props.cardWidth ?? measuredWidth);
  const [showingLast, setShowingLast] = useState(false);
  const { held, release } = useHeldTrick(lastTrick, lastTrickWinner, trick);
  const places = seatPlaces(
    seats.map((seat) => seat.id),
    self,
  );
  const acting = turn == null ? [] : typeof turn === 'string' ? [turn] : turn;
  const isOnTurn = (seat: PlayerID) => acting.includes(seat);
  const nameOf = (seat: PlayerID) => seats.find((s) => s.id === seat)?.name ?? seat;
  // The viewer reads about their own seat in the second person ("You take the trick"), in every mode.
  const aboutSeat = (seat: PlayerID) => ({ playerName: nameOf(seat), context: seat === self ? 'you' : undefined });
  const bottom = seats.find((seat) => (places ? places.get(seat.id) === 'bottom' : seat.id === self));
  const others = seats.filter((seat) => seat !== bottom);
  const showLast = showingLast && lastTrick != null && !held;
  const shownTrick = held || showLast ? lastTrick : trick;

  const middle = (
    <Box
      onClick={held ? release : undefined}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0, cursor: held ? 'pointer' : undefined }}
    >
      <Typography role="status" variant="body2" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {held && lastTrickWinner !== undefined ? t('table.takesTrick', aboutSeat(lastTrickWinner)) : ''}
      </Typography>
      {showLast && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('table.lastTrick')}
          {lastTrickWinner !== undefined && ` · ${t('table.wonBy', aboutSeat(lastTrickWinner))}`}
        </Typography>
      )}
      {shownTrick != null && (
        <TrickView
          deck={deck}
          trick={shownTrick}
          places={places}
          nameOf={nameOf}
          cardWidth={cardWidth}
          winner={held || showLast ? lastTrickWinner : undefined}
          gathering={held}
        />
      )}
    </Box>
  );

  return (
    <TableCardWidthContext.Provider value={cardWidth}>
      <Box
        ref={tableRef}
        sx={{
          bgcolor: FELT,
          color: 'common.white',
          borderRadius: 2,
          p: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: '100%',
          minWidth: 0,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <TableHeader deck={deck} contract={contract} trump={trump} />
          {/* A game without tricks (War) passes no lastTrick and gets no button. */}
          {lastTrick !== undefined && (
            <Button
              size="small"
              variant={showLast ? 'contained' : 'outlined'}
              color="inherit"
              aria-pressed={showLast}
              disabled={lastTrick == null || held}
              onClick={() => setShowingLast((shown) => !shown)}
              sx={{ ml: 'auto' }}
            >
              {t('table.lastTrick')}
            </Button>
          )}
        </Box>
        {places ? (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-around', gap: 1 }}>
              <SeatsAt places={places} where={['topLeft', 'top', 'topRight']} seats={others} isOnTurn={isOnTurn} />
            </Box>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', alignItems: 'center', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'flex-start', minWidth: 0 }}>
                <SeatsAt places={places} where={['left']} seats={others} isOnTurn={isOnTurn} />
              </Box>
              {middle}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
                <SeatsAt places={places} where={['right']} seats={others} isOnTurn={isOnTurn} />
              </Box>
            </Box>
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}>
              {others.map((seat) => (
                <SeatPanel key={seat.id} seat={seat} onTurn={isOnTurn(seat.id)} />
              ))}
            </Box>
            {middle}
          </>
        )}
        {bottom && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <SeatPanel seat={bottom} onTurn={isOnTurn(bottom.id)} inline />
          </Box>
        )}
        {controls != null && <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>{controls}</Box>}
        {hand}
      </Box>
    </TableCardWidthContext.Provider>
  );
}
