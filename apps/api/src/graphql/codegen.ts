// TypeScript types generated from the schema (type-defs.ts): the resolvers' types for the API and
// the result and variable types of the web app's operations (apps/web/lib/apollo/operations.ts).
// The files are committed; `npm run codegen` writes them again, and `--check` (codegen.test.ts)
// fails while they differ from what would be written.
// Run it with tsx, not jest: the plugins require an ES-module-only package that jest cannot load.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptOperationsPlugin from '@graphql-codegen/typescript-operations';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, printSchema, type DocumentNode } from 'graphql';
import { typeDefs } from './type-defs';

const repositoryRoot = join(__dirname, '..', '..', '..', '..');
const apiTypesPath = join(repositoryRoot, 'apps/api/src/graphql/generated-types.ts');
const webTypesPath = join(repositoryRoot, 'apps/web/lib/apollo/generated-types.ts');
const webOperationsPath = join(repositoryRoot, 'apps/web/lib/apollo/operations.ts');

const header = '// Generated from the API schema by `npm run codegen` (apps/api/src/graphql/codegen.ts): do not edit.\n';

const pluginMap = {
  typescript: typescriptPlugin,
  typescriptOperations: typescriptOperationsPlugin,
  typescriptResolvers: typescriptResolversPlugin,
};

const sharedConfig = {
  useTypeImports: true,
  skipTypename: true,
  // GraphQL enums as unions of their names ('PER_MOVE' | ...), the strings that cross the wire.
  enumsAsTypes: true,
};

/** The header, no runs of blank lines, a final newline. */
function tidy(code: string): string {
  return `${header}${code.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The documents the web app exports from operations.ts (queries, mutations, subscriptions). */
async function webOperations(): Promise<DocumentNode[]> {
  const operations = (await import(webOperationsPath)) as Record<string, unknown>;
  return Object.values(operations).filter(
    (value): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document',
  );
}

/** The generated files, path and content. */
async function generateGraphQLTypes(): Promise<{ path: string; content: string }[]> {
  const schemaAst = makeExecutableSchema({ typeDefs });
  const schema = parse(printSchema(schemaAst));
  const apiTypes = await codegen({
    filename: apiTypesPath,
    schema,
    schemaAst,
    documents: [],
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap,
    config: {
      ...sharedConfig,
      contextType: './context#GraphQLContext',
    },
  });
  const webTypes = await codegen({
    filename: webTypesPath,
    schema,
    schemaAst,
    documents: (await webOperations()).map((document) => ({ document, location: webOperationsPath })),
    plugins: [{ typescriptOperations: {} }],
    pluginMap,
    config: sharedConfig,
  });
  return [
    { path: apiTypesPath, content: tidy(apiTypes) },
    { path: webTypesPath, content: tidy(webTypes) },
  ];
}

/** The generated files whose committed content differs from what would be generated now. */
async function staleFiles(files: { path: string; content: string }[]): Promise<string[]> {
  const stale = await Promise.all(
    files.map(async ({ path, content }) => ((await readFile(path, 'utf8').catch(() => null)) === content ? null : path)),
  );
  return stale.filter((path): path is string => path !== null);
}

async function main(check: boolean) {
  const files = await generateGraphQLTypes();
  if (check) {
    const stale = await staleFiles(files);
    if (stale.length > 0) {
      const names = stale.map((path) => relative(repositoryRoot, path)).join(', ');
      console.error(`Out of date with the schema or the web app's operations: ${names}. Run \`npm run codegen\`.`);
      process.exitCode = 1;
    }
    return;
  }
  for (const { path, content } of files) {
    await writeFile(path, content);
    console.log(`wrote ${relative(repositoryRoot, path)}`);
  }
}

if (require.main === module) {
  main(process.argv.includes('--check')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
