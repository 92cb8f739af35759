import { PIECE_ART } from './pieceArt';

export type PieceCode = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';

/** A chess piece as SVG: uppercase letters are White, lowercase Black (FEN letters). */
export function Piece({ code, size = '100%' }: { code: PieceCode; size?: string }) {
  const white = code === code.toUpperCase();
  const art = PIECE_ART[code.toLowerCase() as keyof typeof PIECE_ART];
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" style={{ display: 'block', pointerEvents: 'none' }}>
      <path d={art.body} fill={white ? '#f8f8f4' : '#262626'} stroke="#111" strokeWidth={3} strokeLinejoin="round" />
      {art.detail && (
        <path d={art.detail} fill="none" stroke={white ? '#1c1c1c' : '#e8e8e8'} strokeWidth={3} strokeLinecap="round" />
      )}
    </svg>
  );
}
