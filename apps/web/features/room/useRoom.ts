import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useCatchUpOnConnect } from '../../lib/apollo/ApiProvider';
import { errorCodes, errorMessage } from '../../lib/apollo/errorMessage';
import {
  ADD_COMPUTER_PLAYER,
  JOIN_ROOM,
  LEAVE_ROOM,
  MOVE_USER_UP,
  REMOVE_COMPUTER_PLAYER,
  REMOVE_FROM_ROOM,
  ROOM_MUTATED,
  SHUFFLE_USERS,
  START_MATCH,
  UPDATE_ROOM,
  UPDATE_TABLE_RULES,
} from '../../lib/apollo/operations';
import type { MemberRoom } from '../../lib/apollo/types';
import type { TableRules } from '@tabula/game-kit';
import { tableRulesInput, tableRulesToApi } from './tableRulesApi';

/** joinRoom reads at most this many times in a row while events keep arriving during them. */
const JOIN_READS = 3;

export interface RoomState {
  room: MemberRoom | null;
  /** Joining failed (unknown room, full room, network...). */
  joinError: string | null;
  /** The room does not exist (any more): trying again cannot help. */
  roomMissing: boolean;
  /** An action of this reader failed. */
  actionError: string | null;
  busy: boolean;
  starting: boolean;
  /** The reader was removed from the room (or left it in another tab). */
  removed: boolean;
  currentUserId: number | null;
}

export interface UseRoomOptions {
  onMatchStarted: (matchId: string) => void;
  onLeft: () => void;
}

/**
 * Joins the room on open and follows it live (roomMutated) until its match starts. The match
 * starts with the room's settings, which the creator changes with `changeSettings`.
 */
export function useRoom(roomId: string, { onMatchStarted, onLeft }: UseRoomOptions) {
  const { t } = useTranslation('online');
  const missing = t('errors.missing');
  const [room, setRoom] = useState<MemberRoom | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [roomMissing, setRoomMissing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState(false);
  const userId = useRef<number | null>(null);
  const startedRef = useRef<string | null>(null);
  const eventsSeen = useRef(0);

  const [joinRoom] = useMutation(JOIN_ROOM);
  const [leaveRoom] = useMutation(LEAVE_ROOM);
  const [removeFromRoom] = useMutation(REMOVE_FROM_ROOM);
  const [moveUserUp] = useMutation(MOVE_USER_UP);
  const [shuffleUsers] = useMutation(SHUFFLE_USERS);
  const [addComputerPlayer] = useMutation(ADD_COMPUTER_PLAYER);
  const [removeComputerPlayer] = useMutation(REMOVE_COMPUTER_PLAYER);
  const [updateRoom] = useMutation(UPDATE_ROOM);
  const [updateTableRules] = useMutation(UPDATE_TABLE_RULES);
  const [startMatch] = useMutation(START_MATCH);

  const matchStarted = useCallback(
    (matchId: string) => {
      if (startedRef.current === matchId) return;
      startedRef.current = matchId;
      onMatchStarted(matchId);
    },
    [onMatchStarted],
  );

  const join = useCallback(
    async ({ quiet = false } = {}) => {
      if (!quiet) setJoinError(null);
      try {
        // A roomMutated event that arrives while joinRoom is under way may be newer or older than
        // its answer; read again rather than let an older answer undo a newer event.
        for (let attempt = 1; ; attempt += 1) {
          const eventsBefore = eventsSeen.current;
          const result = await joinRoom({ variables: { roomId } });
          const joined = result.data?.joinRoom;
          if (!joined) throw new Error(missing);
          userId.current = joined.userId;
          if (eventsSeen.current === eventsBefore || attempt === JOIN_READS) {
            setRoom(joined);
            return;
          }
        }
      } catch (error) {
        // A failed catch-up leaves the room as it is; the subscription still delivers changes.
        if (quiet) return;
        const gone = errorCodes(error).includes('NOT_FOUND');
        setRoomMissing(gone);
        setJoinError(gone ? t('room.notFound') : errorMessage(error, missing));
      }
    },
    [joinRoom, roomId, missing, t],
  );

  useEffect(() => {
    void join();
  }, [join]);

  useEffect(() => {
    if (room?.matchId) matchStarted(room.matchId);
  }, [room?.matchId, matchStarted]);

  useSubscription(ROOM_MUTATED, {
    variables: { roomId },
    skip: room === null,
    onData: ({ data }) => {
      const next = data.data?.roomMutated;
      if (!next) return;
      eventsSeen.current += 1;
      setRoom({ ...next, userId: next.userId ?? userId.current });
    },
  });

  // A start or a new member announced before our subscription was registered would be missed:
  // read the room again (joinRoom is idempotent) once the subscription socket is connected.
  const joined = room !== null;
  const gone = room !== null && !room.userMemberships.some((m) => m.user.id === (room.userId ?? userId.current));
  useCatchUpOnConnect(() => {
    if (!startedRef.current) void join({ quiet: true });
  }, joined && !gone);

  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setActionError(null);
    try {
      await run();
    } catch (error) {
      setActionError(errorMessage(error, missing));
    } finally {
      setBusy(false);
    }
  };

  const actions = {
    remove: (userIdToBeRemoved: number) => void act(() => removeFromRoom({ variables: { roomId, userIdToBeRemoved } })),
    moveUp: (userIdToBeMovedUp: number) => void act(() => moveUserUp({ variables: { roomId, userIdToBeMovedUp } })),
    addComputer: (level: string) => void act(() => addComputerPlayer({ variables: { roomId, level } })),
    removeComputer: (position: number) => void act(() => removeComputerPlayer({ variables: { roomId, position } })),
    shuffle: () => void act(() => shuffleUsers({ variables: { roomId } })),
    changeCapacity: (capacity: number) =>
      void act(() => updateRoom({ variables: { roomId, gameCode: room?.gameCode ?? '', capacity } })),
    /** Shows the new settings at once; reads the room again if the API refuses them. */
    changeSettings: (value: unknown) => {
      if (!room) return;
      const setupData = JSON.stringify(value);
      setRoom((current) => current && { ...current, setupData });
      void act(async () => {
        try {
          await updateRoom({ variables: { roomId, gameCode: room.gameCode, capacity: room.capacity, setupData } });
        } catch (error) {
          void join({ quiet: true });
          throw error;
        }
      });
    },
    /** Shows the new table rules at once; reads the room again if the API refuses them. */
    changeTableRules: (rules: TableRules) => {
      if (!room) return;
      setRoom((current) => current && { ...current, tableRules: tableRulesToApi(rules) });
      void act(async () => {
        try {
          await updateTableRules({ variables: { roomId, rules: tableRulesInput(rules) } });
        } catch (error) {
          void join({ quiet: true });
          throw error;
        }
      });
    },
    start: () =>
      void act(async () => {
        setStarting(true);
        try {
          const result = await startMatch({ variables: { roomId, shuffleUsers: false } });
          if (result.data?.startMatch) matchStarted(result.data.startMatch);
        } catch (error) {
          setStarting(false);
          throw error;
        }
      }),
    leave: () =>
      void act(async () => {
        await leaveRoom({ variables: { roomId } });
        onLeft();
      }),
  };

  const currentUserId = room?.userId ?? userId.current;
  const removed = room !== null && currentUserId !== null && !room.userMemberships.some((m) => m.user.id === currentUserId);
  const state: RoomState = {
    room,
    joinError,
    roomMissing,
    actionError,
    busy,
    starting: starting || Boolean(room?.matchId),
    removed,
    currentUserId,
  };
  return { state, actions, retryJoin: join };
}
