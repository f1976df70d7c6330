import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import {
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { TypedDocumentString } from '../generated/graphql'
import { type GqlError, requestOrThrow } from './request'

/** Any generated document, whatever its result and variables (the decoration is covariant in one, contra in the other). */
export type AnyDocument = DocumentTypeDecoration<unknown, never>

/** The operation's name, used as the first part of its query key (so invalidation can target it). */
export function operationName(document: AnyDocument | { toString(): string }): string {
  return /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? 'anonymous'
}

/** Refetches every cached result of the given queries (any variables, any screen). */
export const invalidateDocuments = (queryClient: QueryClient, documents: readonly AnyDocument[]) =>
  Promise.all(
    documents.map((document) => queryClient.invalidateQueries({ queryKey: [operationName(document)] })),
  )

export function useGqlQuery<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
  options: Omit<UseQueryOptions<TData, GqlError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<TData, GqlError>({
    queryKey: [operationName(document), variables],
    queryFn: () => requestOrThrow(document, variables),
    ...options,
  })
}

type MutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, GqlError, TVariables>,
  'mutationFn'
> & {
  /**
   * The queries this change makes stale, by their generated documents (typed: a renamed or deleted query fails the
   * type check). They are refetched after a success, before `onSuccess` runs, so the next screen shows fresh data.
   */
  invalidates?: readonly AnyDocument[]
}

/** The one mutation helper: sends the typed document, and declares what it invalidates. */
export function useGqlMutation<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  { invalidates = [], onSuccess, ...options }: MutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient()
  return useMutation<TData, GqlError, TVariables>({
    mutationFn: (variables) => requestOrThrow(document, variables),
    onSuccess: async (...args) => {
      await invalidateDocuments(queryClient, invalidates)
      await onSuccess?.(...args)
    },
    ...options,
  })
}
