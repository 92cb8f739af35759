// Generated from the API schema by `npm run codegen` (apps/api/src/graphql/codegen.ts): do not edit.
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Query = {
  /** The signed-in user. */
  user: User;
  /** What a room link invites its visitor to, read before joining (no login needed); null when there is no such room. */
  roomInvitation?: Maybe<RoomInvitation>;
  /** A match; bgioSecret and bgioPlayerId are set only for the asking player's own seat. */
  match: Match;
  /** Earlier messages of a channel, oldest first (the latest 200), for a client that reloads. */
  chatMessages: Array<Message>;
  /** Public rooms waiting for players (no login needed). */
  lobby: Lobby;
};

export type QueryRoomInvitationArgs = {
  roomId: Scalars['String']['input'];
};

export type QueryMatchArgs = {
  id: Scalars['String']['input'];
};

export type QueryChatMessagesArgs = {
  channelType: Scalars['String']['input'];
  channelId: Scalars['String']['input'];
};

export type Mutation = {
  /** Creates a user with this nickname and returns its login token (public). */
  newUser: NewUser;
  updateUser: Scalars['Boolean']['output'];
  newRoom: NewRoom;
  updateRoom: Scalars['Boolean']['output'];
  /** Joins the room (joining again just returns it). */
  joinRoom: Room;
  leaveRoom: Scalars['Boolean']['output'];
  removeFromRoom: Scalars['Boolean']['output'];
  moveUserUp: Scalars['Boolean']['output'];
  shuffleUsers: Scalars['Boolean']['output'];
  /** Seats a computer player with one of the game's computer levels (its AI levels) in the first empty seat (creator only, before the start). */
  addComputerPlayer: Scalars['Boolean']['output'];
  /** Takes out the computer player at seat position (0-based, as the room's computerSeats show it; creator only, before the start). */
  removeComputerPlayer: Scalars['Boolean']['output'];
  /** Sets the room's table rules: only the offered choices, a clock only for a game with a computer player (creator only, before the start). */
  updateTableRules: Scalars['Boolean']['output'];
  /** Starts the room's match (creator only, room full) with setupData, or the room's settings when none is given; returns the new match id. */
  startMatch: Scalars['String']['output'];
  /** The room for the next match, the same for every player who asks; returns its id. */
  nextRoom: Scalars['String']['output'];
  /** A computer player plays your own seat of the match from now on (on: true), or hands it back to you (on: false). */
  setStandIn: Scalars['Boolean']['output'];
  /** Ends the match for another person's seat whose player is away while the match waits on them: the game server resigns for that seat. */
  resignAwayPlayer: Scalars['Boolean']['output'];
  sendMessage: Scalars['Boolean']['output'];
};

export type MutationNewUserArgs = {
  user: NewUserInput;
};

export type MutationUpdateUserArgs = {
  user: NewUserInput;
};

export type MutationNewRoomArgs = {
  room: NewRoomInput;
};

export type MutationUpdateRoomArgs = {
  room: UpdateRoomInput;
};

export type MutationJoinRoomArgs = {
  roomId: Scalars['String']['input'];
};

export type MutationLeaveRoomArgs = {
  roomId: Scalars['String']['input'];
};

export type MutationRemoveFromRoomArgs = {
  userIdToBeRemoved: Scalars['Int']['input'];
  roomId: Scalars['String']['input'];
};

export type MutationMoveUserUpArgs = {
  userIdToBeMovedUp: Scalars['Int']['input'];
  roomId: Scalars['String']['input'];
};

export type MutationShuffleUsersArgs = {
  roomId: Scalars['String']['input'];
};

export type MutationAddComputerPlayerArgs = {
  roomId: Scalars['String']['input'];
  level: Scalars['String']['input'];
};

export type MutationRemoveComputerPlayerArgs = {
  roomId: Scalars['String']['input'];
  position: Scalars['Int']['input'];
};

export type MutationUpdateTableRulesArgs = {
  roomId: Scalars['String']['input'];
  rules: TableRulesInput;
};

export type MutationStartMatchArgs = {
  roomId: Scalars['String']['input'];
  shuffleUsers: Scalars['Boolean']['input'];
  setupData?: InputMaybe<Scalars['String']['input']>;
};

export type MutationNextRoomArgs = {
  matchId: Scalars['String']['input'];
};

export type MutationSetStandInArgs = {
  matchId: Scalars['String']['input'];
  on: Scalars['Boolean']['input'];
};

export type MutationResignAwayPlayerArgs = {
  matchId: Scalars['String']['input'];
  bgioPlayerId: Scalars['String']['input'];
};

export type MutationSendMessageArgs = {
  message: SendMessageInput;
};

export type NewUserInput = {
  nickname: Scalars['String']['input'];
};

export type NewUser = {
  jwtToken: Scalars['String']['output'];
};

export type User = {
  id: Scalars['Int']['output'];
  nickname: Scalars['String']['output'];
};

export type Subscription = {
  /** Changes to a room you are in (members only). */
  roomMutated: Room;
  /** Changes to the rematch offer of a match you play in (players only). */
  rematchMutated: RematchUpdate;
  /** New messages of a channel (only channelType "match", only for the match's players). */
  chatMutated: Message;
  /** The lobby, each time it changes (no login needed). */
  lobbyMutated: Lobby;
};

export type SubscriptionRoomMutatedArgs = {
  roomId: Scalars['String']['input'];
};

export type SubscriptionRematchMutatedArgs = {
  matchId: Scalars['String']['input'];
};

export type SubscriptionChatMutatedArgs = {
  channelType: Scalars['String']['input'];
  channelId: Scalars['String']['input'];
};

export type NewRoomInput = {
  gameCode: Scalars['String']['input'];
  capacity: Scalars['Int']['input'];
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** The game's settings (its setupData) as JSON; null or blank for the game's defaults. */
  setupData?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateRoomInput = {
  roomId: Scalars['String']['input'];
  gameCode: Scalars['String']['input'];
  capacity: Scalars['Int']['input'];
  /** New settings as JSON; null or blank for the game's defaults; left out, they stay (unless the game changes). */
  setupData?: InputMaybe<Scalars['String']['input']>;
};

export type NewRoom = {
  roomId: Scalars['String']['output'];
};

export type Room = {
  id?: Maybe<Scalars['String']['output']>;
  gameCode: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  isPublic: Scalars['Boolean']['output'];
  matchId?: Maybe<Scalars['String']['output']>;
  /** The settings (setupData, JSON) the match will start with; null for the game's defaults. */
  setupData?: Maybe<Scalars['String']['output']>;
  /** The signed-in user who asked (null in the public lobby). */
  userId?: Maybe<Scalars['Int']['output']>;
  userMemberships: Array<RoomMembership>;
  /** The computer players, seated after the people, in the order they were added. */
  computerSeats: Array<ComputerSeat>;
  /** Seats neither a person nor a computer player has taken. */
  freeSeats: Scalars['Int']['output'];
  /** The clock, what happens when a seat's time runs out, and the away time the match is played with. */
  tableRules: TableRules;
};

/** A room's table rules; the game server enforces them during the match. */
export type TableRules = {
  clock: TableClock;
  /** What a computer player does when a seat's time runs out: that one move, or the seat until its player takes it back. */
  onTimeout: TimeoutRule;
  /** Seconds a seated player may be disconnected before a computer player stands in; null: never. */
  awaySeconds?: Maybe<Scalars['Int']['output']>;
};

export type TableClock = {
  kind: ClockKind;
  /** PER_MOVE: seconds per move (15, 30, 60 or 180); null otherwise. */
  seconds?: Maybe<Scalars['Int']['output']>;
  /** PER_MATCH: minutes per seat (3, 5, 10 or 20); null otherwise. */
  minutes?: Maybe<Scalars['Int']['output']>;
  /** PER_MATCH: seconds added after each move (0, 2, 5 or 10); null otherwise. */
  incrementSeconds?: Maybe<Scalars['Int']['output']>;
};

export type ClockKind =
  | 'NONE'
  /** Restarted at each of the seat's turns. */
  | 'PER_MOVE'
  /** A bank of time per seat for the whole match, chess-style, with an increment per move. */
  | 'PER_MATCH';

export type TimeoutRule =
  | 'MOVE_ONCE'
  | 'TAKE_OVER';

export type TableRulesInput = {
  clock: TableClockInput;
  onTimeout: TimeoutRule;
  /** Seconds (30, 60, 180 or 300), or null for never; left out: never without a clock, 60 with one. */
  awaySeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type TableClockInput = {
  kind: ClockKind;
  seconds?: InputMaybe<Scalars['Int']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  incrementSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type ComputerSeat = {
  /** Its seat in play order (0-based), after the people's seats. */
  position: Scalars['Int']['output'];
  /** A level key of the game's computer player. */
  level: Scalars['String']['output'];
};

export type RoomInvitation = {
  gameCode: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  /** The nickname of the room's creator; null once the creator has left. */
  creatorNickname?: Maybe<Scalars['String']['output']>;
  /** Whether the room's match has started. */
  started: Scalars['Boolean']['output'];
};

export type RoomMembership = {
  isCreator: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  user: User;
};

export type Match = {
  id: Scalars['String']['output'];
  gameCode: Scalars['String']['output'];
  bgioServerUrl: Scalars['String']['output'];
  bgioMatchId: Scalars['String']['output'];
  bgioSecret?: Maybe<Scalars['String']['output']>;
  bgioPlayerId?: Maybe<Scalars['String']['output']>;
  /** The people's seats, in seat order. */
  playerMemberships: Array<MatchMembership>;
  /** The seats computer players play, in seat order. */
  computerSeats: Array<MatchComputerSeat>;
  /** The open offer to play again; null when there is none, and for anyone who does not play in the match. */
  rematch?: Maybe<RematchOffer>;
};

/** The next match's room while it waits for players: nextRoom(matchId) joins it. */
export type RematchOffer = {
  roomId: Scalars['String']['output'];
  /** The players waiting in that room, the one who asked first first. */
  players: Array<User>;
};

export type RematchUpdate = {
  matchId: Scalars['String']['output'];
  /** Null once the offer is gone: its room was left by everyone, or its match started. */
  offer?: Maybe<RematchOffer>;
};

export type MatchMembership = {
  user: User;
  /** The seat's boardgame.io playerID. */
  bgioPlayerId: Scalars['String']['output'];
};

export type MatchComputerSeat = {
  /** The seat's boardgame.io playerID. */
  bgioPlayerId: Scalars['String']['output'];
  /** A level key of the game's computer player. */
  level: Scalars['String']['output'];
};

export type SendMessageInput = {
  channelType: Scalars['String']['input'];
  channelId: Scalars['String']['input'];
  message: Scalars['String']['input'];
};

export type Message = {
  userId: Scalars['Int']['output'];
  userNickname: Scalars['String']['output'];
  isoTimestamp: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type Lobby = {
  rooms: Array<Room>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  NewUserInput: NewUserInput;
  NewUser: ResolverTypeWrapper<NewUser>;
  User: ResolverTypeWrapper<User>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewRoomInput: NewRoomInput;
  UpdateRoomInput: UpdateRoomInput;
  NewRoom: ResolverTypeWrapper<NewRoom>;
  Room: ResolverTypeWrapper<Room>;
  TableRules: ResolverTypeWrapper<TableRules>;
  TableClock: ResolverTypeWrapper<TableClock>;
  ClockKind: ClockKind;
  TimeoutRule: TimeoutRule;
  TableRulesInput: TableRulesInput;
  TableClockInput: TableClockInput;
  ComputerSeat: ResolverTypeWrapper<ComputerSeat>;
  RoomInvitation: ResolverTypeWrapper<RoomInvitation>;
  RoomMembership: ResolverTypeWrapper<RoomMembership>;
  Match: ResolverTypeWrapper<Match>;
  RematchOffer: ResolverTypeWrapper<RematchOffer>;
  RematchUpdate: ResolverTypeWrapper<RematchUpdate>;
  MatchMembership: ResolverTypeWrapper<MatchMembership>;
  MatchComputerSeat: ResolverTypeWrapper<MatchComputerSeat>;
  SendMessageInput: SendMessageInput;
  Message: ResolverTypeWrapper<Message>;
  Lobby: ResolverTypeWrapper<Lobby>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
  NewUserInput: NewUserInput;
  NewUser: NewUser;
  User: User;
  Subscription: Record<PropertyKey, never>;
  NewRoomInput: NewRoomInput;
  UpdateRoomInput: UpdateRoomInput;
  NewRoom: NewRoom;
  Room: Room;
  TableRules: TableRules;
  TableClock: TableClock;
  TableRulesInput: TableRulesInput;
  TableClockInput: TableClockInput;
  ComputerSeat: ComputerSeat;
  RoomInvitation: RoomInvitation;
  RoomMembership: RoomMembership;
  Match: Match;
  RematchOffer: RematchOffer;
  RematchUpdate: RematchUpdate;
  MatchMembership: MatchMembership;
  MatchComputerSeat: MatchComputerSeat;
  SendMessageInput: SendMessageInput;
  Message: Message;
  Lobby: Lobby;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  roomInvitation?: Resolver<Maybe<ResolversTypes['RoomInvitation']>, ParentType, ContextType, RequireFields<QueryRoomInvitationArgs, 'roomId'>>;
  match?: Resolver<ResolversTypes['Match'], ParentType, ContextType, RequireFields<QueryMatchArgs, 'id'>>;
  chatMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType, RequireFields<QueryChatMessagesArgs, 'channelType' | 'channelId'>>;
  lobby?: Resolver<ResolversTypes['Lobby'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  newUser?: Resolver<ResolversTypes['NewUser'], ParentType, ContextType, RequireFields<MutationNewUserArgs, 'user'>>;
  updateUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'user'>>;
  newRoom?: Resolver<ResolversTypes['NewRoom'], ParentType, ContextType, RequireFields<MutationNewRoomArgs, 'room'>>;
  updateRoom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateRoomArgs, 'room'>>;
  joinRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationJoinRoomArgs, 'roomId'>>;
  leaveRoom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveRoomArgs, 'roomId'>>;
  removeFromRoom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFromRoomArgs, 'userIdToBeRemoved' | 'roomId'>>;
  moveUserUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveUserUpArgs, 'userIdToBeMovedUp' | 'roomId'>>;
  shuffleUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationShuffleUsersArgs, 'roomId'>>;
  addComputerPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAddComputerPlayerArgs, 'roomId' | 'level'>>;
  removeComputerPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveComputerPlayerArgs, 'roomId' | 'position'>>;
  updateTableRules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateTableRulesArgs, 'roomId' | 'rules'>>;
  startMatch?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartMatchArgs, 'roomId' | 'shuffleUsers'>>;
  nextRoom?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationNextRoomArgs, 'matchId'>>;
  setStandIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetStandInArgs, 'matchId' | 'on'>>;
  resignAwayPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResignAwayPlayerArgs, 'matchId' | 'bgioPlayerId'>>;
  sendMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'message'>>;
};

export type NewUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewUser'] = ResolversParentTypes['NewUser']> = {
  jwtToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  roomMutated?: SubscriptionResolver<ResolversTypes['Room'], "roomMutated", ParentType, ContextType, RequireFields<SubscriptionRoomMutatedArgs, 'roomId'>>;
  rematchMutated?: SubscriptionResolver<ResolversTypes['RematchUpdate'], "rematchMutated", ParentType, ContextType, RequireFields<SubscriptionRematchMutatedArgs, 'matchId'>>;
  chatMutated?: SubscriptionResolver<ResolversTypes['Message'], "chatMutated", ParentType, ContextType, RequireFields<SubscriptionChatMutatedArgs, 'channelType' | 'channelId'>>;
  lobbyMutated?: SubscriptionResolver<ResolversTypes['Lobby'], "lobbyMutated", ParentType, ContextType>;
};

export type NewRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewRoom'] = ResolversParentTypes['NewRoom']> = {
  roomId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setupData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userMemberships?: Resolver<Array<ResolversTypes['RoomMembership']>, ParentType, ContextType>;
  computerSeats?: Resolver<Array<ResolversTypes['ComputerSeat']>, ParentType, ContextType>;
  freeSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tableRules?: Resolver<ResolversTypes['TableRules'], ParentType, ContextType>;
};

export type TableRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableRules'] = ResolversParentTypes['TableRules']> = {
  clock?: Resolver<ResolversTypes['TableClock'], ParentType, ContextType>;
  onTimeout?: Resolver<ResolversTypes['TimeoutRule'], ParentType, ContextType>;
  awaySeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TableClockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TableClock'] = ResolversParentTypes['TableClock']> = {
  kind?: Resolver<ResolversTypes['ClockKind'], ParentType, ContextType>;
  seconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  incrementSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ComputerSeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComputerSeat'] = ResolversParentTypes['ComputerSeat']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomInvitation'] = ResolversParentTypes['RoomInvitation']> = {
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creatorNickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoomMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomMembership'] = ResolversParentTypes['RoomMembership']> = {
  isCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Match'] = ResolversParentTypes['Match']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bgioServerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bgioMatchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bgioSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bgioPlayerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerMemberships?: Resolver<Array<ResolversTypes['MatchMembership']>, ParentType, ContextType>;
  computerSeats?: Resolver<Array<ResolversTypes['MatchComputerSeat']>, ParentType, ContextType>;
  rematch?: Resolver<Maybe<ResolversTypes['RematchOffer']>, ParentType, ContextType>;
};

export type RematchOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RematchOffer'] = ResolversParentTypes['RematchOffer']> = {
  roomId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RematchUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RematchUpdate'] = ResolversParentTypes['RematchUpdate']> = {
  matchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['RematchOffer']>, ParentType, ContextType>;
};

export type MatchMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MatchMembership'] = ResolversParentTypes['MatchMembership']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  bgioPlayerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatchComputerSeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MatchComputerSeat'] = ResolversParentTypes['MatchComputerSeat']> = {
  bgioPlayerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userNickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isoTimestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LobbyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lobby'] = ResolversParentTypes['Lobby']> = {
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewUser?: NewUserResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  NewRoom?: NewRoomResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  TableRules?: TableRulesResolvers<ContextType>;
  TableClock?: TableClockResolvers<ContextType>;
  ComputerSeat?: ComputerSeatResolvers<ContextType>;
  RoomInvitation?: RoomInvitationResolvers<ContextType>;
  RoomMembership?: RoomMembershipResolvers<ContextType>;
  Match?: MatchResolvers<ContextType>;
  RematchOffer?: RematchOfferResolvers<ContextType>;
  RematchUpdate?: RematchUpdateResolvers<ContextType>;
  MatchMembership?: MatchMembershipResolvers<ContextType>;
  MatchComputerSeat?: MatchComputerSeatResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  Lobby?: LobbyResolvers<ContextType>;
};
