export const roomsTypeDefs = /* GraphQL */ `
  type Query {
    "What a room link invites its visitor to, read before joining (no login needed); null when there is no such room."
    roomInvitation(roomId: String!): RoomInvitation
  }
  type Mutation {
    newRoom(room: NewRoomInput!): NewRoom!
    updateRoom(room: UpdateRoomInput!): Boolean!
    "Joins the room (joining again just returns it)."
    joinRoom(roomId: String!): Room!
    leaveRoom(roomId: String!): Boolean!
    removeFromRoom(userIdToBeRemoved: Int!, roomId: String!): Boolean!
    moveUserUp(userIdToBeMovedUp: Int!, roomId: String!): Boolean!
    shuffleUsers(roomId: String!): Boolean!
    "Seats a computer player with one of the game's computer levels (its AI levels) in the first empty seat (creator only, before the start)."
    addComputerPlayer(roomId: String!, level: String!): Boolean!
    "Takes out the computer player at seat position (0-based, as the room's computerSeats show it; creator only, before the start)."
    removeComputerPlayer(roomId: String!, position: Int!): Boolean!
    "Sets the room's table rules: only the offered choices, a clock only for a game with a computer player (creator only, before the start)."
    updateTableRules(roomId: String!, rules: TableRulesInput!): Boolean!
  }
  type Subscription {
    "Changes to a room you are in (members only)."
    roomMutated(roomId: String!): Room!
  }
  input NewRoomInput {
    gameCode: String!
    capacity: Int!
    isPublic: Boolean = false
    "The game's settings (its setupData) as JSON; null or blank for the game's defaults."
    setupData: String
  }
  input UpdateRoomInput {
    roomId: String!
    gameCode: String!
    capacity: Int!
    "New settings as JSON; null or blank for the game's defaults; left out, they stay (unless the game changes)."
    setupData: String
  }
  type NewRoom {
    roomId: String!
  }
  type Room {
    id: String
    gameCode: String!
    capacity: Int!
    isPublic: Boolean!
    matchId: String
    "The settings (setupData, JSON) the match will start with; null for the game's defaults."
    setupData: String
    "The signed-in user who asked (null in the public lobby)."
    userId: Int
    userMemberships: [RoomMembership!]!
    "The computer players, seated after the people, in the order they were added."
    computerSeats: [ComputerSeat!]!
    "Seats neither a person nor a computer player has taken."
    freeSeats: Int!
    "The clock, what happens when a seat's time runs out, and the away time the match is played with."
    tableRules: TableRules!
  }
  "A room's table rules; the game server enforces them during the match."
  type TableRules {
    clock: TableClock!
    "What a computer player does when a seat's time runs out: that one move, or the seat until its player takes it back."
    onTimeout: TimeoutRule!
    "Seconds a seated player may be disconnected before a computer player stands in; null: never."
    awaySeconds: Int
  }
  type TableClock {
    kind: ClockKind!
    "PER_MOVE: seconds per move (15, 30, 60 or 180); null otherwise."
    seconds: Int
    "PER_MATCH: minutes per seat (3, 5, 10 or 20); null otherwise."
    minutes: Int
    "PER_MATCH: seconds added after each move (0, 2, 5 or 10); null otherwise."
    incrementSeconds: Int
  }
  enum ClockKind {
    NONE
    "Restarted at each of the seat's turns."
    PER_MOVE
    "A bank of time per seat for the whole match, chess-style, with an increment per move."
    PER_MATCH
  }
  enum TimeoutRule {
    MOVE_ONCE
    TAKE_OVER
  }
  input TableRulesInput {
    clock: TableClockInput!
    onTimeout: TimeoutRule!
    "Seconds (30, 60, 180 or 300), or null for never; left out: never without a clock, 60 with one."
    awaySeconds: Int
  }
  input TableClockInput {
    kind: ClockKind!
    seconds: Int
    minutes: Int
    incrementSeconds: Int
  }
  type ComputerSeat {
    "Its seat in play order (0-based), after the people's seats."
    position: Int!
    "A level key of the game's computer player."
    level: String!
  }
  type RoomInvitation {
    gameCode: String!
    capacity: Int!
    "The nickname of the room's creator; null once the creator has left."
    creatorNickname: String
    "Whether the room's match has started."
    started: Boolean!
  }
  type RoomMembership {
    isCreator: Boolean!
    position: Int!
    user: User!
  }
`;
