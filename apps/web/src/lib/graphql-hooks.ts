import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { TypedDocumentString } from '../generated/graphql'
import { type GqlError, requestOrThrow } from './request'

/** The operation's name, used as the first part of its query key (so invalidation can target it). */
// Any document: TypedDocumentString is invariant in its type parameters, so it cannot be widened to <unknown>.
export function operationName(document: { toString(): string }): string {
  return /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? 'anonymous'
}

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

export function useGqlMutation<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  options: Omit<UseMutationOptions<TData, GqlError, TVariables>, 'mutationFn'> = {},
) {
  return useMutation<TData, GqlError, TVariables>({
    mutationFn: (variables) => requestOrThrow(document, variables),
    ...options,
  })
}
