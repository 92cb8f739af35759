import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { JOIN_ROOM, ROOM_MUTATED, UPDATE_TABLE_RULES } from '../../lib/apollo/operations';
import type { MemberRoom } from '../../lib/apollo/types';
import { testI18n } from '../session/testing';
import { useRoom } from './useRoom';

const room: MemberRoom = {
  id: 'room-1',
  gameCode: 'chess',
  capacity: 2,
  isPublic: false,
  matchId: null,
  userId: 1,
  setupData: null,
  userMemberships: [{ isCreator: true, position: 1, user: { id: 1, nickname: 'Ana' } }],
  tableRules: {
    clock: { kind: 'NONE', seconds: null, minutes: null, incrementSeconds: null },
    onTimeout: 'MOVE_ONCE',
    awaySeconds: null,
  },
  computerSeats: [],
};

const joined: MockLink.MockedResponse = {
  request: { query: JOIN_ROOM, variables: { roomId: 'room-1' } },
  result: { data: { joinRoom: room } },
};

// The room's live updates: none during these tests.
const quiet: MockLink.MockedResponse = {
  request: { query: ROOM_MUTATED, variables: { roomId: 'room-1' } },
  result: { data: { roomMutated: room } },
  delay: 3_600_000,
  maxUsageCount: 2,
};

const perMatch = {
  clock: { kind: 'perMatch', minutes: 10, incrementSeconds: 5 },
  onTimeout: 'takeOver',
  awaySeconds: 60,
} as const;
const perMatchInput = {
  roomId: 'room-1',
  rules: { clock: { kind: 'PER_MATCH', minutes: 10, incrementSeconds: 5 }, onTimeout: 'TAKE_OVER', awaySeconds: 60 },
};

function renderRoom(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[...mocks, quiet]}>
      <I18nextProvider i18n={testI18n()}>{children}</I18nextProvider>
    </MockedProvider>
  );
  return renderHook(() => useRoom('room-1', { onMatchStarted: jest.fn(), onLeft: jest.fn() }), { wrapper });
}

describe('useRoom: table rules', () => {
  it('sends the creator’s table rules in the API’s spelling and shows them at once', async () => {
    const update = jest.fn(() => ({ data: { updateTableRules: true } }));
    const { result } = renderRoom([joined, { request: { query: UPDATE_TABLE_RULES, variables: perMatchInput }, result: update }]);
    await waitFor(() => expect(result.current.state.room).not.toBeNull());
    act(() => result.current.actions.changeTableRules(perMatch));
    expect(result.current.state.room?.tableRules).toEqual({
      clock: { kind: 'PER_MATCH', seconds: null, minutes: 10, incrementSeconds: 5 },
      onTimeout: 'TAKE_OVER',
      awaySeconds: 60,
    });
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() => expect(result.current.state.busy).toBe(false));
    expect(result.current.state.actionError).toBeNull();
  });

  it('shows a refused change and reads the room’s rules again', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: UPDATE_TABLE_RULES, variables: perMatchInput },
      result: { errors: [new GraphQLError('Only the room’s creator can change its table rules.')] },
    };
    const { result } = renderRoom([joined, refused, joined]);
    await waitFor(() => expect(result.current.state.room).not.toBeNull());
    act(() => result.current.actions.changeTableRules(perMatch));
    await waitFor(() => expect(result.current.state.actionError).toBe('Only the room’s creator can change its table rules.'));
    await waitFor(() => expect(result.current.state.room?.tableRules.clock.kind).toBe('NONE'));
  });
});
