import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mergeResolvers } from '@graphql-tools/merge'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { type GraphQLSchema, isObjectType } from 'graphql'
import type { Resolvers } from '../generated/graphql'
import { GUARDED, type GuardInfo } from '../platform/authz/guard'
import { modules } from './modules'
import { scalars } from './scalars'

const here = path.dirname(fileURLToPath(import.meta.url))
const read = (file: string) => readFileSync(file, 'utf8')

type ResolverMap = Record<string, Record<string, unknown> | undefined>

/** Root fields whose resolver does not carry an action from the catalogue; must always be empty. */
export function unguardedRootFields(schema: GraphQLSchema, resolvers: ResolverMap): string[] {
  const missing: string[] = []
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type || !isObjectType(type)) continue
    const subscription = type === schema.getSubscriptionType()
    for (const name of Object.keys(type.getFields())) {
      const field = resolvers[type.name]?.[name] as { subscribe?: unknown } | undefined
      // A subscription's guard is on its subscribe: nothing streams before it has let the caller through.
      const resolve = (subscription ? field?.subscribe : field) as { [GUARDED]?: unknown } | undefined
      if (typeof resolve !== 'function' || !resolve[GUARDED]) missing.push(`${type.name}.${name}`)
    }
  }
  return missing
}

/**
 * Marks the root fields anyone may call (`extensions.openToAnyone`): the query cost limit counts only these for a
 * caller without a session, the guard refusing the others before any statement.
 */
function markOpenRootFields(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue
    for (const [name, field] of Object.entries(type.getFields())) {
      const info = (resolvers[type.name]?.[name] as { [GUARDED]?: GuardInfo } | undefined)?.[GUARDED]
      const open = [info?.action, info?.otherCase].some((a) =>
        a?.rules.some((rule) => rule.kind === 'public'),
      )
      if (open) field.extensions = { ...field.extensions, openToAnyone: true }
    }
  }
}

export function rootResolvers(): Resolvers {
  return mergeResolvers([scalars, ...modules.map((m) => m.resolvers)]) as Resolvers
}

export function buildSchema(): GraphQLSchema {
  const typeDefs = [read(path.join(here, 'root.graphql')), ...modules.map((m) => read(m.sdl))]
  const resolvers = rootResolvers()
  const schema = makeExecutableSchema({ typeDefs, resolvers })
  const missing = unguardedRootFields(schema, resolvers as ResolverMap)
  if (missing.length) throw new Error(`root fields without an authorization guard: ${missing.join(', ')}`)
  markOpenRootFields(schema, resolvers as ResolverMap)
  return schema
}
