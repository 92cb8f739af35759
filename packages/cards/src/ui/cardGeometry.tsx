/** Cards are drawn on a 50 x 70 box (the 5:7 of a real card). */
export const CARD_WIDTH = 50;
export const CARD_HEIGHT = 70;
export const INDEX_FONT = "'Roboto Condensed', 'Arial Narrow', Roboto, Arial, sans-serif";

/** Height in px of a card drawn `width` px wide. */
export const cardHeightFor = (width: number) => Math.round((width * CARD_HEIGHT) / CARD_WIDTH);

export function CardOutline({ fill }: { fill: string }) {
  return (
    <rect
      x={0.4}
      y={0.4}
      width={CARD_WIDTH - 0.8}
      height={CARD_HEIGHT - 0.8}
      rx={3.5}
      fill={fill}
      stroke="#8d8d8d"
      strokeWidth={0.8}
    />
  );
}
