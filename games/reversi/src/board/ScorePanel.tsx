import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { Scoreboard } from '@tabula/game-kit/ui';
import { discCounts, scores, seatsOf } from '../rules';
import type { Colour, ReversiState } from '../types';
import { Disc } from './Disc';
import { seatName, type Translate } from './seatNames';

export interface ScorePanelProps {
  G: ReversiState;
  gameArgs: GameArgs;
  /** Whose turn it is; null once the game is over. */
  current: PlayerID | null;
  /** The viewer's own seat, highlighted in the scoreboard; null on a shared device or for a spectator. */
  viewer: PlayerID | null;
  gameOver: boolean;
  t: Translate;
}

/** Live disc counts per seat, and the "see scoreboard" toggle (open by itself once the game is over). */
export function ScorePanel({ G, gameArgs, current, viewer, gameOver, t }: ScorePanelProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? gameOver;
  const bySeat = scores(G);
  const seats = seatsOf(G.players);
  const counts = discCounts(G.cells);
  const neutral = counts.slice(G.players).reduce((sum, n) => sum + n, 0);
  const players = seats.map((seat) => ({ playerID: seat, name: seatName(t, gameArgs, seat) }));
  // Online the names are the players' own, so the colour gets its own column; elsewhere the name is the colour.
  const withColours = gameArgs.mode === 'OnlineFriend';

  return (
    <Box sx={{ width: 'min(100%, 480px)', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box
        component="ul"
        aria-label={t('board.scores')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
      >
        {seats.map((seat) => {
          const name = seatName(t, gameArgs, seat);
          const turn = seat === current;
          return (
            <Box
              component="li"
              key={seat}
              aria-current={turn ? 'true' : undefined}
              aria-label={t('board.discCount', { player: name, count: bySeat[seat] })}
              data-testid={`score-${seat}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 0.5,
                pr: 1.25,
                py: 0.25,
                borderRadius: 4,
                border: '2px solid',
                borderColor: turn ? 'warning.light' : 'transparent',
                bgcolor: 'rgba(255,255,255,0.08)',
                maxWidth: '100%',
              }}
            >
              <Box sx={{ width: 26, height: 26, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
                <Disc colour={Number(seat) as Colour} />
              </Box>
              <Typography variant="body2" noWrap sx={{ maxWidth: seats.length === 2 ? 170 : 110 }} aria-hidden="true">
                {name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden="true">
                {bySeat[seat]}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {neutral > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('board.neutralDiscs', { count: neutral })}
        </Typography>
      )}
      <Button
        size="small"
        variant="text"
        aria-expanded={open}
        aria-controls="reversi-scoreboard"
        onClick={() => setToggled(!open)}
      >
        {open ? t('board.hideScoreboard') : t('board.seeScoreboard')}
      </Button>
      {open && (
        <Box id="reversi-scoreboard" sx={{ width: '100%' }}>
          <Scoreboard
            scores={seats.map((seat) => ({
              playerID: seat,
              score: bySeat[seat] ?? 0,
              extraData: withColours ? [t(`seats.${seat}`)] : [],
            }))}
            players={players}
            playerID={viewer}
            extraColumns={withColours ? [t('board.colour')] : []}
          />
        </Box>
      )}
    </Box>
  );
}
