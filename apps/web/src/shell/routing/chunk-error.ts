/** The spec: loading a screen part that takes longer than 120 s raises a chunk load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

// What browsers and Vite say when a lazily loaded module cannot be fetched (often after a new deployment).
const chunkFailure =
  /ChunkLoadError|dynamically imported module|Importing a module script failed|error loading dynamically imported/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(`${error.name} ${error.message}`)
}
