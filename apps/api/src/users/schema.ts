export const usersTypeDefs = /* GraphQL */ `
  type Query {
    "The signed-in user."
    user: User!
  }
  type Mutation {
    "Creates a user with this nickname and returns its login token (public)."
    newUser(user: NewUserInput!): NewUser!
    updateUser(user: NewUserInput!): Boolean!
  }
  input NewUserInput {
    nickname: String!
  }
  type NewUser {
    jwtToken: String!
  }
  type User {
    id: Int!
    nickname: String!
  }
`;
