export const roomsTypeDefs = /* GraphQL */ `
  type Mutation {
    newRoom(room: NewRoomInput!): NewRoom!
    updateRoom(room: UpdateRoomInput!): Boolean!
    "Joins the room (joining again just returns it)."
    joinRoom(roomId: String!): Room!
    leaveRoom(roomId: String!): Boolean!
    removeFromRoom(userIdToBeRemoved: Int!, roomId: String!): Boolean!
    moveUserUp(userIdToBeMovedUp: Int!, roomId: String!): Boolean!
    shuffleUsers(roomId: String!): Boolean!
  }
  type Subscription {
    "Changes to a room you are in (members only)."
    roomMutated(roomId: String!): Room!
  }
  input NewRoomInput {
    gameCode: String!
    capacity: Int!
    isPublic: Boolean = false
  }
  input UpdateRoomInput {
    roomId: String!
    gameCode: String!
    capacity: Int!
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
    "The signed-in user who asked (null in the public lobby)."
    userId: Int
    userMemberships: [RoomMembership!]!
  }
  type RoomMembership {
    isCreator: Boolean!
    position: Int!
    user: User!
  }
`;
