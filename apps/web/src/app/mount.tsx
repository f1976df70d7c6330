import './texts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startLanguage } from '../i18n'
import { App } from './App'

/**
 * Renders the app into the page: the shell's code, loaded by the entry beside the first screen's. The device's
 * language comes first (English at once; another after its texts' download, so no English flashes before it); a
 * failed download shows English.
 */
export function mount(root: HTMLElement) {
  void startLanguage()
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
}
