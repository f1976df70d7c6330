import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen } from '../pages/ErrorScreen'
import { isChunkLoadError } from './chunk-error'

interface State {
  error: unknown
}

/** Catches a screen's rendering failure so the header and menu stay usable; the route key resets it. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <ErrorScreen chunk={isChunkLoadError(this.state.error)} />
    return this.props.children
  }
}
