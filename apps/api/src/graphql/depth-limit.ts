// Refuses operations nested deeper than a limit (fragments followed), so a crafted query cannot
// make the server walk huge trees. Introspection fields are not counted.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_DEPTH = 8;

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  limit: number,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = 1 + depthOf(selection.selectionSet, fragments, visiting, limit - 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting, limit);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting, limit);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest; // stop early on absurd queries
  }
  return deepest;
}

export function depthLimit(max: number = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set(), max);
        if (depth > max) {
          context.reportError(new GraphQLError(`This query is nested more than ${max} levels deep.`, { nodes: [operation] }));
        }
      },
    };
  };
}
