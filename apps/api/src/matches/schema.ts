export const matchesTypeDefs = /* GraphQL */ `
  type Query {
    "A match; bgioSecret and bgioPlayerId are set only for the asking player's own seat."
    match(id: String!): Match!
  }
  type Mutation {
    "Starts the room's match (creator only, room full); returns the new match id."
    startMatch(roomId: String!, shuffleUsers: Boolean!, setupData: String): String!
    "The room for the next match, the same for every player who asks; returns its id."
    nextRoom(matchId: String!): String!
  }
  type Match {
    id: String!
    gameCode: String!
    bgioServerUrl: String!
    bgioMatchId: String!
    bgioSecret: String
    bgioPlayerId: String
    playerMemberships: [MatchMembership!]!
  }
  type MatchMembership {
    user: User!
  }
`;
