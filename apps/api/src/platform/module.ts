import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Resolvers } from '../generated/graphql'

/** A domain module's part of the API: its SDL file and its resolvers. */
export interface ApiModule {
  sdl: string
  resolvers: Resolvers
}

/** Declares a module whose schema.graphql sits beside the calling index.ts (pass import.meta.url). */
export function defineModule(moduleUrl: string, resolvers: Resolvers): ApiModule {
  return { sdl: path.join(path.dirname(fileURLToPath(moduleUrl)), 'schema.graphql'), resolvers }
}
