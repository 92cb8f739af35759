import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry } from '@tabula/game-kit';
import { searchGames } from '@tabula/catalogue';
import { useCommon } from '../i18n/useCommon';
import { GameCard } from './GameCard';
import { NoResults } from './NoResults';
import { SearchBox } from './SearchBox';
import type { CatalogueTexts, SearchNames } from './types';
import { useOpenGame } from './useOpenGame';

/** Cards on the first screen of a phone or a desktop, whose pictures are fetched first. */
const FIRST_ROW = 4;

export interface GameListProps {
  entries: CatalogueEntry[];
  /** Card texts in the reader's language, by game code. */
  texts: CatalogueTexts;
  /** Every name of each game (all languages, other names), which the search also finds. */
  names?: SearchNames;
  /** The dev-only flag: list the games in development. */
  devOnly?: boolean;
  /** Replaces navigation to the game page when a game is picked. */
  onPick?: (entry: CatalogueEntry) => void;
}

/** The game list: heading, search box and a grid of cards. Enter opens the only game found. */
export function GameList({ entries, texts, names, devOnly = false, onPick }: GameListProps) {
  const { t } = useCommon();
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const open = useOpenGame(onPick);
  // Words typed before the page's scripts arrived (the home page loads them later) are searched for.
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed) setQuery(typed);
  }, []);
  const shown = useMemo(
    () => searchGames(entries, { query, devOnly, localized: texts, names }),
    [entries, query, devOnly, texts, names],
  );
  const fallback = (entry: CatalogueEntry) => ({
    name: entry.name,
    description: entry.description,
    descriptionTag: entry.descriptionTag,
  });
  const showAll = () => {
    setQuery('');
    searchInput.current?.focus();
  };
  const openOnlyResult = () => {
    const [only, ...others] = shown;
    if (only && others.length === 0 && query.trim() !== '') open(only);
  };
  return (
    <Box component="section" aria-labelledby="games-heading">
      <Typography id="games-heading" component="h1" variant="h4" sx={{ mb: 2, fontWeight: 700 }}>
        {devOnly ? t('catalogue.headingDev') : t('catalogue.heading')}
      </Typography>
      <Box sx={{ mb: 3, maxWidth: 560 }}>
        <SearchBox value={query} onChange={setQuery} onSubmit={openOnlyResult} onClear={showAll} inputRef={searchInput} />
      </Box>
      {shown.length === 0 ? (
        <NoResults query={query.trim()} onShowAll={showAll} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            // Two small cards side by side on a phone; as many as fit from a tablet up.
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {shown.map((entry, index) => (
            <li key={entry.code}>
              <GameCard entry={entry} texts={texts[entry.code] ?? fallback(entry)} onPick={onPick} firstRow={index < FIRST_ROW} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
