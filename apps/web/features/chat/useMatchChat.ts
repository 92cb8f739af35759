import { useCallback, useEffect, useReducer, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useCatchUpOnConnect } from '../../lib/apollo/ApiProvider';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { CHAT_HISTORY, CHAT_MUTATED, SEND_MESSAGE } from '../../lib/apollo/operations';
import { chatReducer, initialChat, welcomeNotice, type ChatState } from './chatState';

export const MATCH_CHANNEL = 'match';

export interface MatchChat {
  state: ChatState;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  send: (message: string) => Promise<boolean>;
  error: string | null;
  clearError: () => void;
}

/** The chat of one match: earlier messages, live messages, sending; open by default on desktop. */
export function useMatchChat(matchId: string, desktop: boolean): MatchChat {
  const { t } = useTranslation('online');
  const [state, dispatch] = useReducer(chatReducer, undefined, () =>
    initialChat(welcomeNotice(t('chat.welcomeTitle'), t('chat.welcomeText')), desktop),
  );
  const [error, setError] = useState<string | null>(null);
  const variables = { channelType: MATCH_CHANNEL, channelId: matchId };

  useEffect(() => dispatch({ type: 'layout', open: desktop }), [desktop]);

  const history = useQuery(CHAT_HISTORY, { variables });
  useEffect(() => {
    if (history.data) dispatch({ type: 'history', messages: history.data.chatMessages });
  }, [history.data]);

  // Messages sent while the socket was (re)connecting come with the history.
  useCatchUpOnConnect(() => void history.refetch());

  useSubscription(CHAT_MUTATED, {
    variables,
    onData: ({ data }) => {
      if (data.data) dispatch({ type: 'received', message: data.data.chatMutated });
    },
  });

  const [sendMessage] = useMutation(SEND_MESSAGE);
  const send = useCallback(
    async (message: string) => {
      setError(null);
      try {
        await sendMessage({ variables: { ...variables, message } });
        return true;
      } catch (failure) {
        setError(errorMessage(failure, t('errors.missing')));
        return false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sendMessage, matchId, t],
  );

  return {
    state,
    setOpen: (open) => dispatch({ type: 'setOpen', open }),
    toggle: () => dispatch({ type: 'setOpen', open: !state.open }),
    send,
    error,
    clearError: () => setError(null),
  };
}
