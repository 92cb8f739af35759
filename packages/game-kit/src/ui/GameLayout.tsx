import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GameMode, ScreenLayout } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';
import { HomeLink, type HomeLinkOptions } from './HomeLink';
import { HowToPlayDialog } from './HowToPlay';
import { type GameMenuItem, OptionsMenu } from './OptionsMenu';
import { TabulaLogo } from './TabulaLogo';

/** The narrowest the game column gets on a screen wide enough for it. */
export const GAME_WIDTH = 500;
/** The widest the game column grows with the window height. */
export const GAME_MAX_WIDTH = 960;
/** The height of what surrounds a square board (header, turn line, buttons): the board gets the rest. */
export const GAME_CHROME_HEIGHT = 180;
export const DESKTOP_GAME_WIDTH = 1200;

/**
 * The game column's max-width: as in lichess, a square board grows with the window height
 * (100vh less the chrome), never below 500px nor above 960px; a narrower phone uses its full width.
 */
export const GAME_COLUMN_WIDTH = `max(${GAME_WIDTH}px, min(${GAME_MAX_WIDTH}px, calc(100vh - ${GAME_CHROME_HEIGHT}px)))`;

/**
 * The widest a card table's column grows (layout 'cardTable'): a table wider than high uses the
 * window's width, as at Board Game Arena, with room beside it for the game log (1280 = a 960 px
 * table, the log and the margins).
 */
export const CARD_TABLE_WIDTH = 1280;

/** The game column's max-width for a layout: a card table by the window's width, a square board by its height. */
export function gameColumnWidth(layout: ScreenLayout = 'squareBoard', desktopView = false): string {
  if (layout === 'cardTable') return `${CARD_TABLE_WIDTH}px`;
  return desktopView ? `${DESKTOP_GAME_WIDTH}px` : GAME_COLUMN_WIDTH;
}

export interface GameLayoutProps extends HomeLinkOptions {
  /** The game's name in the reader's language. */
  gameName: string;
  mode: GameMode;
  /** The chat button; shown only in OnlineFriend mode. */
  chatButton?: ReactNode;
  /** The options menu appears only when there are items (or the rules). */
  menuItems?: GameMenuItem[];
  /** The game's locale namespace: the menu then opens its rules ("How to play") over the table. */
  gameNamespace?: string;
  /** How the game uses a wide window (the board module's `layout`): a card table takes the width. */
  layout?: ScreenLayout;
  /** The desktop-view feature flag: a square board's column is 1200px instead of height-based (GAME_COLUMN_WIDTH). */
  desktopView?: boolean;
  children: ReactNode;
}

/** The frame of every game screen: dark page, logo home, game name, chat and options. */
export function GameLayout({
  gameName,
  mode,
  chatButton,
  menuItems,
  gameNamespace,
  layout,
  desktopView = false,
  homeHref,
  linkComponent,
  children,
}: GameLayoutProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [rulesOpen, setRulesOpen] = useState(false);
  const items = [
    ...(gameNamespace ? [{ label: t('howToPlay.menu'), onClick: () => setRulesOpen(true) }] : []),
    ...(menuItems ?? []),
  ];
  const maxWidth = gameColumnWidth(layout, desktopView);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#15171c', color: '#f2f2f2' }} data-testid="game-layout">
      <Box
        sx={{ maxWidth, mx: 'auto', px: { xs: 1, sm: 2 }, pb: 4 }}
        data-max-width={maxWidth}
        data-layout={layout ?? 'squareBoard'}
      >
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <HomeLink homeHref={homeHref} linkComponent={linkComponent} label={t('layout.home')}>
            <TabulaLogo size={36} />
          </HomeLink>
          <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {gameName}
          </Typography>
          {mode === 'OnlineFriend' && chatButton}
          {items.length > 0 && <OptionsMenu items={items} />}
        </Box>
        <Box component="main">{children}</Box>
      </Box>
      {gameNamespace && (
        <HowToPlayDialog open={rulesOpen} onClose={() => setRulesOpen(false)} gameName={gameName} gameNamespace={gameNamespace} />
      )}
    </Box>
  );
}
