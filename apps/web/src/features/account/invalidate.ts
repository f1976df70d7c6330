import type { QueryClient } from '@tanstack/react-query'

/** What an account change shows elsewhere: the page itself and the header's name and email (me). */
const AFFECTED = ['MyAccount', 'Me']

export const invalidateAccount = (queryClient: QueryClient) =>
  Promise.all(AFFECTED.map((name) => queryClient.invalidateQueries({ queryKey: [name] })))
