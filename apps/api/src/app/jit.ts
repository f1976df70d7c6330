import { useGraphQlJit } from '@envelop/graphql-jit'
import type { FastifyBaseLogger } from 'fastify'
import { type DocumentNode, type ExecutionArgs, getOperationAST, getVariableValues } from 'graphql'

/**
 * Compiled execution (graphql-jit, decision 0040): a document is turned once into a function that walks its
 * selection set without graphql-js's per-field interpretation. Compiled queries are kept in a WeakMap keyed by the
 * parsed document; Yoga's parser cache (an LRU by source text) hands back the same `DocumentNode` for the same
 * text, so the cache is keyed by document and bounded by the parser cache. Resolvers, the guard, masked errors and
 * the query limits (validation rules) run as before: only the executor changes.
 *
 * A document runs `runsBeforeCompiling` times on graphql-js first: compiling costs milliseconds (code generation
 * and `new Function`), so a document sent once (a probe, a one-off) is not compiled, and nobody can make the server
 * compile on every request by varying the text; the web app's documents repeat and are compiled on their second run.
 * A request whose variables do not coerce runs on graphql-js too: graphql-jit drops the scalar's own message
 * ("Invalid date: ...") from its refusal, and the client must see it.
 */
export function jitPlugin({
  logger,
  runsBeforeCompiling,
}: {
  logger: FastifyBaseLogger
  runsBeforeCompiling: number
}): ReturnType<typeof useGraphQlJit> {
  const runs = new WeakMap<DocumentNode, number>()
  return useGraphQlJit(
    {},
    {
      enableIf: (args) => {
        const seen = runs.get(args.document) ?? 0
        if (seen >= runsBeforeCompiling) return variablesCoerce(args)
        runs.set(args.document, seen + 1)
        return false
      },
      // Only a document validation let through reaches this (graphql-jit then answers with its errors); log why,
      // without the document's variables (they may carry personal data).
      onError: (result) =>
        logger.warn(
          { errors: result.errors?.map((e) => e.message) },
          'graphql-jit could not compile a document',
        ),
    },
  )
}

/** Whether the request's variables coerce to the operation's types (a few values: cheap beside execution). */
function variablesCoerce({ schema, document, operationName, variableValues }: ExecutionArgs): boolean {
  const definitions = getOperationAST(document, operationName)?.variableDefinitions
  if (!definitions?.length) return true
  return !('errors' in getVariableValues(schema, definitions, variableValues ?? {}, { maxErrors: 1 }))
}
