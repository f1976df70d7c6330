import type { CodegenConfig } from '@graphql-codegen/cli'
import { catalogueEntries } from './apps/api/src/platform/authz/catalogue'

const scalars = { Date: 'string', DateTime: 'string', JSON: 'unknown' }

/** The API catalogue's action keys as a type the web can import, so a misspelt permission does not compile. */
const actionKeys = `// Generated from apps/api/src/platform/authz/catalogue.ts by \`npm run codegen\`; do not edit.
/** The key of an action of the API's catalogue, as \`me.can\` lists it and web routes and menus name it. */
export type ActionKey =
${catalogueEntries.map(([key]) => `  | '${key}'`).join('\n')}
`

/** One schema (the modules' SDL files), typed server resolvers and typed client documents. */
const config: CodegenConfig = {
  schema: ['apps/api/src/app/root.graphql', 'apps/api/src/modules/*/schema.graphql'],
  ignoreNoDocuments: true,
  // Documents are found only in graphql(...) calls: a /* GraphQL */ string is not a typed document, so the raw text
  // of the statement-count list cases (apps/api/src/test/list-cases.ts) and its operation names stay out of it.
  pluckConfig: { gqlMagicComment: 'typed-graphql-document', globalGqlIdentifierName: 'graphql' },
  generates: {
    'apps/api/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../platform/context#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        // `me` resolves to the viewer plus lazy loaders; its other fields have resolvers (modules/identity).
        mappers: {
          User: '../modules/identity/me#MeSource',
          // Enquiry fields other modules add (visits) have their own resolvers.
          Enquiry: '../modules/enquiries/resolvers/enquiry-mapper#EnquirySource',
          // A centre's offer, nearby postal codes and level count are loaded only when asked for.
          Centre: '../modules/centres/resolvers/centre-mapper#CentreSource',
          // A class's teachers and children, a child's seats, classes and guardians: batched field resolvers.
          ClassInfo: '../modules/classes/resolvers/class-mapper#ClassInfoSource',
          Child: '../modules/classes/resolvers/child-mapper#ChildSource',
          ChildClassPlacement: '../modules/classes/resolvers/child-mapper#PlacementSource',
          // A bus's children are loaded per page of buses, only when asked for.
          Bus: '../modules/buses/resolvers/bus-mapper#BusSource',
          // What the caller may do with a request (its `can` list) is computed by its field resolver.
          CapacityDraft: '../modules/planning/resolvers/draft-mapper#CapacityDraftSource',
          BlacklistDraft: '../modules/blacklist/resolvers/blacklist-mapper#BlacklistDraftSource',
          FeeDraft: '../modules/fees/resolvers/fee-mapper#FeeDraftSource',
          WithdrawalDraft: '../modules/withdrawals/resolvers/withdrawal-mapper#WithdrawalSource',
          TransferDraft: '../modules/transfers/resolvers/transfer-mapper#TransferSource',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        resolverTypeWrapperSignature: 'Promise<T> | T',
      },
    },
    // The API tests' documents, typed like the web app's: gql(document, variables) checks the variables and types
    // the result, so tests hold no hand-written result types.
    'apps/api/src/test/generated/': {
      documents: [
        'apps/api/src/**/*.test.ts',
        // A module's shared test documents sit beside its tests (docs/adding-a-module.md, step 5): test-support.ts,
        // level-test-support.ts. One glob per file: a file matched twice declares its fragments twice.
        'apps/api/src/**/*test-support.ts',
        'apps/api/src/test/**/*.ts',
        // Documents shared by several test files of a module (visits: visit-test-documents.ts), and the documents of
        // a module's test fixtures (enquiries: the enquiry form's submission).
        'apps/api/src/modules/*/*test-documents.ts',
        'apps/api/src/modules/*/test-fixtures.ts',
        '!apps/api/src/test/generated/**',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars, documentMode: 'string' },
    },
    'packages/domain/src/generated/action-keys.ts': { plugins: [{ add: { content: actionKeys } }] },
    'apps/web/src/generated/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // String documents: the app sends them as they are, with no GraphQL parser in the bundle.
      config: { useTypeImports: true, enumsAsTypes: true, scalars, documentMode: 'string' },
    },
  },
}
export default config
