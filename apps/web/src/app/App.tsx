import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { operationName } from '../lib/graphql-hooks'
import { AppRouter } from './AppRouter'
import { takeEarlyRequests } from './early-start'
import { SchoolThemeProvider } from '../shell/theme/SchoolThemeProvider'

// A form sent offline is refused at once with the app's "You appear to be offline" (decision 0057), rather than
// paused by TanStack Query until the browser is online again, its button spinning without a word.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { networkMode: 'always' },
  },
})

// The answers the entry asked for before the shell arrived become the queries' first results.
for (const { document, variables, answer } of takeEarlyRequests()) {
  void queryClient.prefetchQuery({ queryKey: [operationName(document), variables], queryFn: () => answer })
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SchoolThemeProvider>
        <AppRouter />
      </SchoolThemeProvider>
    </QueryClientProvider>
  )
}
