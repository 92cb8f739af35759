import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FoundWord } from '../types';
import { seatColour } from './colours';

export interface WordListProps {
  title: string;
  words: string[];
  found: FoundWord[];
  /** Once the game is over: the words nobody found stand out. */
  over: boolean;
  foundLabel: (word: FoundWord) => string;
  unfoundLabel: string;
}

/** The words to find; a found word is struck through in its finder's colour. */
export function WordList({ title, words, found, over, foundLabel, unfoundLabel }: WordListProps) {
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', maxWidth: 520 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        data-testid="word-list"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', m: 0, p: 0, listStyle: 'none' }}
      >
        {words.map((word) => {
          const finder = found.find((entry) => entry.word === word);
          return (
            <Box
              component="li"
              key={word}
              data-testid={`word-${word}`}
              data-found={finder ? finder.by : undefined}
              aria-label={finder ? `${word}, ${foundLabel(finder)}` : over ? `${word}, ${unfoundLabel}` : undefined}
              sx={{
                fontWeight: 600,
                letterSpacing: '0.04em',
                textDecoration: finder ? 'line-through' : 'none',
                textDecorationThickness: '2px',
                color: finder ? seatColour(finder.by) : over ? 'warning.light' : 'text.primary',
              }}
            >
              {word}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
