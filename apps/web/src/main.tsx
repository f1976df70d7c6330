import '@fontsource/lato/400.css'
import '@fontsource/lato/700.css'
import './lib/zod-without-eval'
import './i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './shell/App'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
