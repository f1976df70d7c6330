import { useRouteError } from 'react-router'
import { ErrorScreen } from '../pages/ErrorScreen'
import { isChunkLoadError } from './chunk-error'

/** The router's last resort, for failures outside any screen (the shell itself). */
export function RouteErrorScreen() {
  const error = useRouteError()
  return <ErrorScreen chunk={isChunkLoadError(error)} />
}
