import type { GraphQLContext } from '../graphql/context';

interface NicknameArgs {
  user: { nickname: string };
}

export const usersResolvers = {
  Query: {
    user: async (_: unknown, __: unknown, { services, requireUserId }: GraphQLContext) => {
      const user = await services.users.get(await requireUserId());
      return { id: user.id, nickname: user.nickname };
    },
  },
  Mutation: {
    newUser: async (_: unknown, { user }: NicknameArgs, { services }: GraphQLContext) => {
      const created = await services.users.create(user.nickname);
      return { jwtToken: services.tokens.issue(created.id) };
    },
    updateUser: async (_: unknown, { user }: NicknameArgs, { services, requireUserId }: GraphQLContext) => {
      await services.users.rename(await requireUserId(), user.nickname);
      return true;
    },
  },
};
