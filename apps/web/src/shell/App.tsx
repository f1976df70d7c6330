import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AppRouter } from './AppRouter'
import { SchoolThemeProvider } from './theme/SchoolThemeProvider'

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
})

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SchoolThemeProvider>
        <AppRouter />
      </SchoolThemeProvider>
    </QueryClientProvider>
  )
}
