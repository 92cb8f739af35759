import Box from '@mui/material/Box';
import type { GridCellProps } from '@tabula/game-kit/ui';
import type { CardId, Deck } from '../deck';
import { cardHeightFor } from './cardGeometry';
import { CardFace } from './CardFace';
import type { CardState } from './handModes';

export interface HandCardProps {
  deck: Deck;
  card: CardId;
  name: string;
  state: CardState;
  width: number;
  /** Selecting cards: the button says whether it is chosen (aria-pressed). */
  toggles: boolean;
  /** The id of the text saying why a refused card does nothing. */
  refusalId?: string;
  navigation: GridCellProps;
}

const LIFT: Record<CardState['look'], number> = { raised: -10, chosen: -18, refused: 0, plain: 0 };

/**
 * One card of the hand as a button: raised when it may be played or chosen, dimmed when refused.
 * The button fills only its slot in the row (the part of the card not overlapped by the next one);
 * the face is drawn at full width over the neighbour's slot but lets taps through, so a lifted or
 * focused card never takes a tap meant for its neighbour.
 */
export function HandCard({ deck, card, name, state, width, toggles, refusalId, navigation }: HandCardProps) {
  const { ref, onKeyDown, onFocus, tabIndex } = navigation;
  const lift = LIFT[state.look];
  return (
    // The face is the button's sibling, not its content: the button is named by the card's name
    // ("Queen of spades") and shows no text of its own, where the face's corner letters ("Q") would
    // make a name that does not contain what is seen (WCAG 2.5.3, label in name).
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: cardHeightFor(width),
        transform: `translateY(${lift}px)`,
        transition: 'transform 120ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        '@media (hover: hover)': state.act ? { '&:hover': { transform: `translateY(${lift - 4}px)` } } : {},
      }}
    >
      <Box
        component="button"
        type="button"
        ref={ref}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        tabIndex={tabIndex}
        aria-label={name}
        aria-disabled={state.act ? undefined : true}
        aria-pressed={toggles ? state.look === 'chosen' : undefined}
        aria-describedby={state.act ? undefined : refusalId}
        data-look={state.look}
        onClick={() => state.act?.()}
        sx={{
          display: 'block',
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: state.act ? 'pointer' : 'not-allowed',
          '&:focus-visible': { outline: 'none' },
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width,
          pointerEvents: 'none',
          borderRadius: `${width * 0.07}px`,
          opacity: state.look === 'refused' ? 0.45 : 1,
          boxShadow: state.look === 'chosen' ? '0 0 0 3px #1976d2' : '0 1px 3px rgba(0,0,0,0.35)',
          'button:focus-visible + &': { outline: '3px solid #ffb300', outlineOffset: 1 },
        }}
      >
        <CardFace deck={deck} card={card} width={width} decorative />
      </Box>
    </Box>
  );
}
