import '@fontsource/lato/400.css'
import '@fontsource/lato/700.css'
import './lib/zod-without-eval'
import { startEarly } from './app/early-start'

// The entry is small and starts everything the first screen needs at once (the shell, the page's code, its
// requests), rather than loading the shell, running it, and only then asking for the page (decision 0032).
startEarly(window.location.pathname)
void import('./app/mount').then(({ mount }) => mount(document.getElementById('root')!))
