import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, seatTextOptions, TurnClock, TurnIndicator, useLocalTurnClock } from '@tabula/game-kit/ui';
import { game } from '../game';
import { columnOf, lettersAt, rowOf } from '../grid';
import { spellsUnfoundWord } from '../rules';
import type { SoupState } from '../types';
import { seatColour, UNFOUND } from './colours';
import { LetterGrid } from './LetterGrid';
import { Scores } from './Scores';
import { cellLabel, foundByText, lastTurnText, type Translate } from './texts';
import { useSelection } from './useSelection';
import { WordList } from './WordList';
import type { Stroke } from './WordStrokes';

export function Board({ G, ctx, moves, playerID, gameArgs, plugins }: GameBoardProps<SoupState, BoardMoves<typeof game>>) {
  const { t: translate, i18n } = useTranslation('soupofletters');
  const t = translate as Translate;
  const { players, mode } = gameArgs;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined;
  const mover = ctx.currentPlayer;
  const canSearch = !over && G.size > 0 && seat.canAct(mover);
  // A refusal is shown until the turn changes.
  const [message, setMessage] = useState<{ turn: number; text: string } | null>(null);
  const clock = useLocalTurnClock({ game, G, ctx, plugins, moves: moves as Record<string, (...args: unknown[]) => void>, mode });
  const selection = useSelection(G.size, canSearch, (cells) => {
    if (!cells) return setMessage({ turn: ctx.turn, text: t('message.notALine') });
    if (!spellsUnfoundWord(G, cells))
      return setMessage({ turn: ctx.turn, text: t('message.notInList', { letters: lettersAt(G.letters, cells) }) });
    setMessage(null);
    moves.claim({ cells });
  });

  const foundBy = (seat: string) => foundByText(t, players, seat, i18n.language);
  const foundByOfCell = new Map<number, string>();
  for (const word of G.found) for (const cell of word.cells) foundByOfCell.set(cell, foundBy(word.by));
  const lastFound = G.lastTurn?.kind === 'found' ? G.lastTurn.word : null;
  const strokes: Stroke[] = [
    ...G.found.map((word) => ({
      key: word.word,
      cells: word.cells,
      colour: seatColour(word.by),
      emphasised: word.word === lastFound,
    })),
    // The view holds the unfound words only once the game is over.
    ...G.hidden.map((word) => ({ key: word.word, cells: word.cells, colour: UNFOUND, dashed: true })),
  ];
  const detail = canSearch ? t('status.findWord') : t('status.searching', seatTextOptions(players, mover, i18n.language));
  const outcome = t('status.final', {
    scores: Object.keys(G.scores)
      .map((s) => t('board.score', { player: nameOf(players, s), count: G.scores[s] }))
      .join(', '),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%', px: 0.5 }}>
      <TurnIndicator ctx={ctx} playerID={seat.viewer} mode={mode} players={players} detail={detail} outcome={outcome} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 36 }}>
        <TurnClock clock={over ? undefined : clock} />
        {canSearch && (
          <Button size="small" variant="outlined" onClick={() => moves.pass()} data-testid="pass-turn">
            {t('board.pass')}
          </Button>
        )}
      </Box>
      <Scores
        label={t('board.scores')}
        scores={Object.keys(G.scores).map((s) => ({
          seat: s,
          text: t('board.score', { player: nameOf(players, s), count: G.scores[s] }),
          toMove: !over && s === mover,
        }))}
      />
      {/* The grid and, beside it where there is room (a desktop), below it on a phone, the words to find. */}
      <Box
        data-testid="soup-table"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'flex-start', gap: 3, width: '100%' }}
      >
        <Box
          sx={{
            flex: '1 1 320px',
            maxWidth: G.size * 40,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
          }}
        >
          {G.size > 0 && (
            <LetterGrid
              size={G.size}
              letters={G.letters}
              label={t('board.label')}
              selection={selection}
              enabled={canSearch}
              strokes={strokes}
              cellLabel={(cell, selected) =>
                cellLabel(t, {
                  letter: G.letters[cell] ?? '',
                  row: rowOf(cell, G.size),
                  column: columnOf(cell, G.size),
                  selected,
                  foundBy: foundByOfCell.get(cell),
                })
              }
            />
          )}
          <Typography
            role="alert"
            variant="body2"
            data-testid="claim-message"
            sx={{ minHeight: '1.5em', color: 'warning.light' }}
          >
            {canSearch && message?.turn === ctx.turn ? message.text : null}
          </Typography>
        </Box>
        <Box sx={{ flex: '1 1 220px', maxWidth: 360, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography aria-live="polite" variant="body2" color="text.secondary" data-testid="last-turn">
            {G.lastTurn ? lastTurnText(t, G.lastTurn, players, i18n.language) : ''}
          </Typography>
          <WordList
            title={t('board.words', { found: G.found.length, total: G.words.length })}
            words={G.words}
            found={G.found}
            over={over}
            foundLabel={(word) => foundBy(word.by)}
            unfoundLabel={t('board.unfound')}
          />
        </Box>
      </Box>
    </Box>
  );
}

export default Board;
