export const chatTypeDefs = /* GraphQL */ `
  type Query {
    "Earlier messages of a channel, oldest first (the latest 200), for a client that reloads."
    chatMessages(channelType: String!, channelId: String!): [Message!]!
  }
  type Mutation {
    sendMessage(message: SendMessageInput!): Boolean!
  }
  type Subscription {
    "New messages of a channel (only channelType \\"match\\", only for the match's players)."
    chatMutated(channelType: String!, channelId: String!): Message!
  }
  input SendMessageInput {
    channelType: String!
    channelId: String!
    message: String!
  }
  type Message {
    userId: Int!
    userNickname: String!
    isoTimestamp: String!
    message: String!
  }
`;
