import { createBrowserRouter, RouterProvider } from 'react-router'
import { appRoutes } from './route-registry'
import { buildRoutes } from '../shell/routing/build-routes'

const router = createBrowserRouter(buildRoutes(appRoutes))

export function AppRouter() {
  return <RouterProvider router={router} />
}
