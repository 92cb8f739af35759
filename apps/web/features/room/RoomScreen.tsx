import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, Language } from '@tabula/game-kit';
import { gamePath } from '../i18n/paths';
import { useLazy } from '../play/useLazy';
import { RenameButton } from '../session/RenameButton';
import { computerLevelChoices } from './computerLevels';
import { lobbyPath, matchPath, roomPath } from './paths';
import { RoomRules } from './RoomRules';
import { parseRoomSettings, withDefaults } from './roomSettings';
import { TableRulesSection } from './TableRulesSection';
import { tableRulesFromApi } from './tableRulesApi';
import { RoomView } from './RoomView';
import { useRoom } from './useRoom';

export interface RoomScreenProps {
  entry: CatalogueEntry;
  gameName: string;
  roomId: string;
  language: Language;
}

/** The room page: join, wait for the seats to fill, start; then everyone goes to the match. */
export function RoomScreen({ entry, gameName, roomId, language }: RoomScreenProps) {
  const { t } = useTranslation('online');
  const router = useRouter();
  const customization = useLazy(entry.customization);
  // The levels' names are in the game's namespace, which the room page loads.
  const ai = useLazy(entry.aiConfig);
  const { t: gameT } = useTranslation(entry.code);
  const computerLevels = useMemo(() => (ai ? computerLevelChoices(ai.levels, (labelKey) => gameT(labelKey)) : null), [ai, gameT]);
  const [shareUrl, setShareUrl] = useState('');
  useEffect(
    () => setShareUrl(`${window.location.origin}${roomPath(language, entry, gameName, roomId)}`),
    [language, entry, gameName, roomId],
  );

  const onMatchStarted = useCallback(
    (matchId: string) => void router.push(matchPath(language, matchId), undefined, { locale: false }),
    [router, language],
  );
  const onLeft = useCallback(() => void router.push(lobbyPath(language), undefined, { locale: false }), [router, language]);
  const { state, actions, retryJoin } = useRoom(roomId, { onMatchStarted, onLeft });

  if (state.joinError) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="error" data-testid="room-error">
          {state.joinError}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {state.roomMissing && entry.modes.includes('OnlineFriend') ? (
            <Button variant="contained" component={NextLink} href={gamePath(entry, language, 'online')} locale={false}>
              {t('room.createNew')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void retryJoin()}>
              {t('errors.retry')}
            </Button>
          )}
          <Button component={NextLink} href={lobbyPath(language)} locale={false}>
            {t('room.lobby')}
          </Button>
        </Box>
      </Box>
    );
  }
  if (!state.room) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }} role="status">
        <CircularProgress />
        <Typography>{t('room.joining')}</Typography>
      </Box>
    );
  }
  if (state.removed) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="info">{t('room.notMember')}</Alert>
        <Button
          component={NextLink}
          href={lobbyPath(language)}
          locale={false}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('room.lobby')}
        </Button>
      </Box>
    );
  }
  const creator = state.room.userMemberships.find((membership) => membership.isCreator);
  const editable = creator !== undefined && creator.user.id === state.currentUserId && !state.starting;
  const rules = (
    <>
      {customization && (
        <RoomRules
          customization={customization}
          value={withDefaults(parseRoomSettings(state.room.setupData), customization.defaultValue)}
          editable={editable}
          creatorNickname={creator?.user.nickname ?? ''}
          onChange={actions.changeSettings}
        />
      )}
      <TableRulesSection
        rules={tableRulesFromApi(state.room.tableRules)}
        editable={editable}
        creatorNickname={creator?.user.nickname ?? ''}
        hasComputer={entry.aiConfig !== undefined}
        busy={state.busy}
        onChange={actions.changeTableRules}
      />
    </>
  );
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 720, mx: 'auto' }}>
        <RenameButton onRenamed={() => void retryJoin({ quiet: true })} />
      </Box>
      <RoomView
        room={state.room}
        computerLevels={computerLevels}
        currentUserId={state.currentUserId}
        gameName={gameName}
        minPlayers={entry.minPlayers}
        maxPlayers={entry.maxPlayers}
        shareUrl={shareUrl}
        busy={state.busy}
        starting={state.starting}
        error={state.actionError}
        actions={actions}
        rules={rules}
      />
    </>
  );
}
