import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cardOf, type Card, type CardId, type Deck } from '../deck';
import { cardName, FACE_RANKS, rankIndex } from './cardNames';
import { CARD_HEIGHT, CARD_WIDTH, CardOutline, INDEX_FONT } from './cardGeometry';
import { FaceFigure } from './FaceFigure';
import { CARDS_NAMESPACE } from './namespace';
import { type CardPalette, suitInk, useCardPalette } from './palette';
import { isLowerHalf, pipsOf } from './pipLayout';
import { SuitSymbol } from './SuitSymbol';
import { EXCUSE_STAR, TarotTrump } from './TarotTrump';

export interface CardFaceProps {
  deck: Deck;
  card: CardId;
  /** Width in px (the height follows, 5:7); 56 by default, legible on a phone. */
  width?: number;
  /** Overrides the palette set by `CardPaletteProvider`. */
  palette?: CardPalette;
  /** The accessible name; the card's name ("Queen of spades") by default. */
  label?: string;
  /** Hidden from assistive technology, when the element around it is named already (a button). */
  decorative?: boolean;
  style?: CSSProperties;
}

function CornerIndex({ text, card, ink, german }: { text: string; card: Card; ink: string; german: boolean }) {
  const excuse = card.rank === 'excuse';
  return (
    <g>
      {excuse ? (
        <path d={EXCUSE_STAR} transform="translate(6 9) scale(0.55)" fill={ink} />
      ) : (
        <text
          x={6}
          y={12.5}
          textAnchor="middle"
          fontSize={text.length > 1 ? 10 : 11.5}
          fontWeight={700}
          fontFamily={INDEX_FONT}
          fill={ink}
          textLength={text.length > 1 ? 10 : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {text}
        </text>
      )}
      {card.suit !== 'trumps' && <SuitSymbol suit={card.suit} ink={ink} x={6} y={19.5} size={7.5} german={german} />}
    </g>
  );
}

function Middle({ card, ink, german, index }: { card: Card; ink: string; german: boolean; index: string }) {
  if (card.suit === 'trumps') return <TarotTrump card={card} />;
  if (FACE_RANKS.has(card.rank)) return <FaceFigure rank={card.rank} suit={card.suit} index={index} ink={ink} german={german} />;
  const pips = pipsOf(card.rank);
  if (!pips) return <SuitSymbol suit={card.suit} ink={ink} x={25} y={35} size={24} german={german} />;
  return (
    <g>
      {pips.map(([x, y]) => (
        <SuitSymbol key={`${x}-${y}`} suit={card.suit} ink={ink} x={x} y={y} size={9} flipped={isLowerHalf(y)} german={german} />
      ))}
    </g>
  );
}

/**
 * A card's face, drawn for this project: corner indices (top left and, upside down, bottom right)
 * so a card overlapped in a fan still shows what it is, and pips, a figure frame or a large suit
 * in the middle. French and German-suited faces; tarot trumps with their number in cartouches and
 * their own art for the Petit (1), the world (21) and the Excuse.
 */
export function CardFace({ deck, card, width = 56, palette, label, decorative = false, style }: CardFaceProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const contextPalette = useCardPalette();
  const drawn = cardOf(deck, card);
  const ink = suitInk(deck, drawn.suit, palette ?? contextPalette);
  const german = deck.faces === 'german';
  const index = rankIndex(t, drawn.rank);
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label ?? cardName(t, deck, card) };
  return (
    <svg
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      width={width}
      height={(width * CARD_HEIGHT) / CARD_WIDTH}
      style={{ display: 'block', ...style }}
      data-card={card}
      {...naming}
    >
      <CardOutline fill="#fff" />
      <CornerIndex text={index} card={drawn} ink={ink} german={german} />
      <g transform={`rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})`}>
        <CornerIndex text={index} card={drawn} ink={ink} german={german} />
      </g>
      <Middle card={drawn} ink={ink} german={german} index={index} />
    </svg>
  );
}
