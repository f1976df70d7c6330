import './texts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

/** Renders the app into the page: the shell's code, loaded by the entry beside the first screen's. */
export function mount(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
