import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types the console's GraphQL documents (`graphql()` calls, one operation a file under
 * src/lib/graphql/operations) from the server's schema, printed into the generated folder by
 * `npm run graphql:generate`; `graphql-codegen --check` (in `npm run typecheck`) fails when a
 * document names what the schema lacks or the generated code is out of date.
 */
const config: CodegenConfig = {
  schema: 'src/lib/graphql/generated/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/lib/graphql/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/lib/graphql/generated/': {
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: {
        // Documents are sent as text: no GraphQL runtime in the bundle.
        documentMode: 'string',
        useTypeImports: true,
        skipTypename: true,
        strictScalars: true,
        scalars: {
          MeasureValue: 'number | string',
          VehicleMadeId: 'number | string',
          TimeLimit: 'number | string',
        },
      },
    },
  },
};

export default config;
