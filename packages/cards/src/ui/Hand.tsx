import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGridNavigation } from '@tabula/game-kit/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, Deck } from '../deck';
import { cardName } from './cardNames';
import { CardFace } from './CardFace';
import { HandCard } from './HandCard';
import { cardStateOf, type HandSelection } from './handModes';
import { CARDS_NAMESPACE } from './namespace';
import { useTableCardWidth } from './useTableCardWidth';

/** A button switching the game's hand order between trumps together and plain suits. */
export interface HandSortToggle {
  trumpsFirst: boolean;
  onChange: (trumpsFirst: boolean) => void;
}

export interface HandProps {
  deck: Deck;
  /** The hand, in the order the game gives (see `handOrder`). */
  cards: readonly CardId[];
  /** The cards that may be played (or chosen) now, from the game's legality function. Leave out when the player may not act: the cards are only shown. */
  legal?: readonly CardId[];
  onPlay?: (card: CardId) => void;
  /** Choosing several cards (a discard) instead of playing one. */
  select?: HandSelection;
  /** A gap is drawn where consecutive cards fall in different groups (trumps, then each suit): e.g. `rules.suitOf`. */
  groupOf?: (card: CardId) => string;
  sort?: HandSortToggle;
  /** The group's accessible name; "Your hand" by default. */
  label?: string;
  /** Card width in px; by default 56 on a phone, larger on a wide screen. Cards overlap to fit narrower screens. */
  cardWidth?: number;
  /**
   * Rows the hand is laid out in, the cards in order from the first row on; 1 by default. A hand of
   * two dozen cards or more (French tarot at three) gives 2, so a phone shows every card's corner.
   */
  rows?: number;
}

/** The cards cut into `rows` consecutive rows of nearly equal length (the first rows the longer). */
function rowsOf(cards: readonly CardId[], rows: number): CardId[][] {
  const count = Math.max(1, Math.min(Math.floor(rows), cards.length));
  const size = Math.ceil(cards.length / count);
  return Array.from({ length: count }, (_, row) => cards.slice(row * size, (row + 1) * size)).filter((row) => row.length > 0);
}

// The part of an overlapped card left visible must still show its corner index.
const MIN_VISIBLE = 14;
const GROUP_GAP = 6;

/**
 * The player's hand in a row that overlaps to fit (a 360 px phone holds a dozen cards), each card a
 * button that answers only where it can be seen, so a chosen or focused card never covers its
 * neighbour and adjacent cards can be chosen in any order: legal cards raised, the others dimmed and refused with the reason as their description.
 * Arrow keys move between cards; Enter or Space plays or toggles.
 */
export function Hand({ deck, cards, legal, onPlay, select, groupOf, sort, label, cardWidth: askedWidth, rows = 1 }: HandProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const cardWidth = useTableCardWidth(askedWidth);
  const idBase = useId();
  const states = cards.map((card) => cardStateOf(card, { legal, onPlay, select }));
  const interactive = select !== undefined || (legal !== undefined && onPlay !== undefined);
  const firstActive = cards.find((_, index) => states[index]?.act) ?? cards[0];
  const layout = rowsOf(cards, rows);
  const navigation = useGridNavigation({ layout, roving: true, initial: firstActive, homeEnd: true, clamp: true });
  // The last focused card may have been played: the tab stop then goes back to the first active card.
  const tabStop = navigation.tabStop !== undefined && cards.includes(navigation.tabStop) ? navigation.tabStop : firstActive;
  const navigationOf = (card: CardId, row: number, index: number) => ({
    ...navigation.cellProps(row, index),
    tabIndex: card === tabStop ? 0 : -1,
  });
  const remaining = select ? select.count - select.selected.length : 0;
  const refusals = ['notPlayable', 'selectionFull'] as const;

  return (
    <Box role="group" aria-label={label ?? t('hand.yourHand')} sx={{ width: '100%' }}>
      {(remaining > 0 || sort) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 0.5 }}>
          {remaining > 0 && (
            <Typography role="status" variant="body2" sx={{ fontWeight: 700 }}>
              {t('hand.selectMore', { count: remaining })}
            </Typography>
          )}
          {sort && (
            <Button size="small" onClick={() => sort.onChange(!sort.trumpsFirst)}>
              {sort.trumpsFirst ? t('hand.bySuit') : t('hand.trumpsFirst')}
            </Button>
          )}
        </Box>
      )}
      {refusals.map((key) => (
        <Box key={key} id={`${idBase}-${key}`} hidden>
          {t(`hand.${key}`)}
        </Box>
      ))}
      {layout.map((rowCards, row) => (
        <Box
          component="ul"
          key={row}
          sx={{ display: 'flex', flexWrap: 'nowrap', listStyle: 'none', m: 0, px: 0, pt: '20px', pb: 0.5, overflowX: 'auto' }}
        >
          {rowCards.map((card, index) => {
            const state = states[cards.indexOf(card)]!;
            const previous = index > 0 ? rowCards[index - 1] : undefined;
            const newGroup = groupOf !== undefined && previous !== undefined && groupOf(previous) !== groupOf(card);
            return (
              <Box
                component="li"
                key={card}
                sx={{
                  position: 'relative',
                  flex: index === rowCards.length - 1 ? `0 0 ${cardWidth}px` : `0 1 ${cardWidth}px`,
                  minWidth: MIN_VISIBLE,
                  ml: index === 0 ? 'auto' : newGroup ? `${GROUP_GAP}px` : 0,
                  mr: index === rowCards.length - 1 ? 'auto' : 0,
                }}
              >
                {interactive ? (
                  <HandCard
                    deck={deck}
                    card={card}
                    name={cardName(t, deck, card)}
                    state={state}
                    width={cardWidth}
                    toggles={select !== undefined}
                    refusalId={state.refusal ? `${idBase}-${state.refusal}` : undefined}
                    navigation={navigationOf(card, row, index)}
                  />
                ) : (
                  <CardFace deck={deck} card={card} width={cardWidth} />
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
