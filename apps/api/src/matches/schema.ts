export const matchesTypeDefs = /* GraphQL */ `
  type Query {
    "A match; bgioSecret and bgioPlayerId are set only for the asking player's own seat."
    match(id: String!): Match!
  }
  type Mutation {
    "Starts the room's match (creator only, room full) with setupData, or the room's settings when none is given; returns the new match id."
    startMatch(roomId: String!, shuffleUsers: Boolean!, setupData: String): String!
    "The room for the next match, the same for every player who asks; returns its id."
    nextRoom(matchId: String!): String!
    "A computer player plays your own seat of the match from now on (on: true), or hands it back to you (on: false)."
    setStandIn(matchId: String!, on: Boolean!): Boolean!
    "Ends the match for another person's seat whose player is away while the match waits on them: the game server resigns for that seat."
    resignAwayPlayer(matchId: String!, bgioPlayerId: String!): Boolean!
  }
  type Subscription {
    "Changes to the rematch offer of a match you play in (players only)."
    rematchMutated(matchId: String!): RematchUpdate!
  }
  type Match {
    id: String!
    gameCode: String!
    bgioServerUrl: String!
    bgioMatchId: String!
    bgioSecret: String
    bgioPlayerId: String
    "The people's seats, in seat order."
    playerMemberships: [MatchMembership!]!
    "The seats computer players play, in seat order."
    computerSeats: [MatchComputerSeat!]!
    "The open offer to play again; null when there is none, and for anyone who does not play in the match."
    rematch: RematchOffer
  }
  "The next match's room while it waits for players: nextRoom(matchId) joins it."
  type RematchOffer {
    roomId: String!
    "The players waiting in that room, the one who asked first first."
    players: [User!]!
  }
  type RematchUpdate {
    matchId: String!
    "Null once the offer is gone: its room was left by everyone, or its match started."
    offer: RematchOffer
  }
  type MatchMembership {
    user: User!
    "The seat's boardgame.io playerID."
    bgioPlayerId: String!
  }
  type MatchComputerSeat {
    "The seat's boardgame.io playerID."
    bgioPlayerId: String!
    "A level key of the game's computer player."
    level: String!
  }
`;
