import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Groups from '@mui/icons-material/Groups';
import Public from '@mui/icons-material/Public';
import SmartToy from '@mui/icons-material/SmartToy';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, GameMode } from '@tabula/game-kit';
import { gamePath, type PlaySuffix } from '../i18n/paths';
import { PathLink } from '../i18n/PathLink';
import { useCommon } from '../i18n/useCommon';
import type { GamePageOptions } from './gamePageOptions';
import { ChoiceGroup } from './ChoiceGroup';
import { LazyCustomization } from './LazyCustomization';
import { playQuery } from './playOptions';
import { seatChoices } from './seatChoices';

const SUFFIX: Record<GameMode, PlaySuffix> = { AI: 'AI', LocalFriend: 'local', OnlineFriend: 'online' };
const ICON: Record<GameMode, ReactNode> = { AI: <SmartToy />, LocalFriend: <Groups />, OnlineFriend: <Public /> };

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

export interface ModePickerProps {
  entry: CatalogueEntry;
  /** The levels and the settings the options start from (read on the server). */
  options: GamePageOptions;
}

/**
 * How to play: against the computer (level, the human's seat), on this device, or online; seats and
 * settings. Everything is in the page's HTML, so it shows before the page's scripts have arrived.
 */
export function ModePicker({ entry, options }: ModePickerProps) {
  const ai = options.aiLevels;
  const { t: tc, language } = useCommon();
  const { t } = useTranslation(entry.code);
  const [numPlayers, setNumPlayers] = useState(entry.defaultPlayers ?? entry.minPlayers);
  const [level, setLevel] = useState('');
  const [chosenSeat, setSeat] = useState('0');
  const [setupData, setSetupData] = useState<unknown>(options.initialSettings ?? undefined);
  const chosenLevel = level || ai?.defaultLevel || '';
  const seats = seatChoices(t, tc, numPlayers);
  // A seat chosen at a larger table is not at a smaller one.
  const humanSeat = Number(chosenSeat) < numPlayers ? chosenSeat : '0';

  const hrefFor = (mode: GameMode) => {
    // Online, the room form starts from the seat count and the settings chosen here.
    const players = entry.minPlayers < entry.maxPlayers ? numPlayers : undefined;
    if (mode === 'OnlineFriend') return gamePath(entry, language, 'online', playQuery({ numPlayers: players, setupData }));
    const query = playQuery({
      numPlayers: players,
      setupData: setupData,
      ...(mode === 'AI' ? { level: chosenLevel, humanSeat } : {}),
    });
    return gamePath(entry, language, SUFFIX[mode], query);
  };

  return (
    <Box component="section" aria-labelledby="modes-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="modes-heading" component="h2" variant="h5">
        {tc('game.chooseMode')}
      </Typography>
      {(entry.minPlayers < entry.maxPlayers || entry.customization) && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {entry.minPlayers < entry.maxPlayers && (
              <ChoiceGroup
                label={tc('modes.playerCount')}
                value={String(numPlayers)}
                choices={range(entry.minPlayers, entry.maxPlayers).map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(value) => setNumPlayers(Number(value))}
              />
            )}
            <LazyCustomization entry={entry} value={setupData} onChange={setSetupData} mode="LocalFriend" />
          </CardContent>
        </Card>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {entry.modes.map((mode) => (
          <Card key={mode} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid={`mode-${mode}`}>
            <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
                {ICON[mode]}
                <Typography component="h3" variant="h6" color="text.primary">
                  {tc(`modes.${mode}`)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {tc(`modes.${mode}Hint`)}
              </Typography>
              {mode === 'AI' && ai && ai.levels.length > 1 && (
                <ChoiceGroup
                  label={tc('modes.level')}
                  value={chosenLevel}
                  choices={ai.levels.map((l) => ({ value: l.key, label: t(l.labelKey) }))}
                  onChange={setLevel}
                />
              )}
              {mode === 'AI' && numPlayers > 1 && (
                <ChoiceGroup
                  label={seats.ownWords ? tc('modes.seat') : tc('modes.order')}
                  value={humanSeat}
                  choices={seats.choices}
                  sentences={seats.ownWords}
                  onChange={setSeat}
                />
              )}
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button variant="contained" fullWidth component={PathLink} href={hrefFor(mode)} prefetch={mode !== 'OnlineFriend'}>
                {mode === 'OnlineFriend' ? tc('modes.createRoom') : tc(`modes.start${mode}`)}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
