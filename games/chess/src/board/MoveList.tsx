import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Pairs of White's and Black's moves, numbered as on a score sheet. */
export function movePairs(history: string[]): Array<{ number: number; white: string; black?: string }> {
  const pairs = [];
  for (let i = 0; i < history.length; i += 2) pairs.push({ number: i / 2 + 1, white: history[i]!, black: history[i + 1] });
  return pairs;
}

/** The game's moves so far, the newest kept in view; a phone shows a few lines and scrolls. */
export function MoveList({ history }: { history: string[] }) {
  const { t } = useTranslation('chess');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [history.length]);
  if (history.length === 0) return null;
  const last = history.length - 1;
  const moveSx = (index: number) => ({
    px: 0.5,
    borderRadius: 0.5,
    ...(index === last ? { bgcolor: 'action.selected', fontWeight: 700 } : {}),
  });
  return (
    <Box
      component="section"
      aria-label={t('moves.title')}
      sx={{ width: 'min(100%, 560px)', py: 1, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <Box
        component="ol"
        ref={list}
        data-testid="move-list"
        sx={{
          m: 0,
          px: 1,
          py: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9.5em, 1fr))',
          lineHeight: '1.6em',
          // Three whole lines, then it scrolls (kept at the newest move).
          maxHeight: '4.8em',
          overflowY: 'auto',
          fontFamily: 'monospace',
          fontSize: '0.9rem',
        }}
      >
        {movePairs(history).map(({ number, white, black }) => (
          <Box component="li" key={number} sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ color: 'text.secondary', minWidth: '2.2em', textAlign: 'right' }}>
              {number}.
            </Box>
            <Box component="span" sx={moveSx((number - 1) * 2)}>
              {white}
            </Box>
            {black !== undefined && (
              <Box component="span" sx={moveSx((number - 1) * 2 + 1)}>
                {black}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
