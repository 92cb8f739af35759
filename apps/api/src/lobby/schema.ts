export const lobbyTypeDefs = /* GraphQL */ `
  type Query {
    "Public rooms waiting for players (no login needed)."
    lobby: Lobby!
  }
  type Subscription {
    "The lobby, each time it changes (no login needed)."
    lobbyMutated: Lobby!
  }
  type Lobby {
    rooms: [Room!]!
  }
`;
