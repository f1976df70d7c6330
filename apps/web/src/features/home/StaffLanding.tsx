import { Navigate } from 'react-router'
import { flattenMenu, HOME_PATHS } from '../../shell/layout/menu-tree'
import { useSideMenu } from '../../shell/layout/use-side-menu'
import { CentredProgress } from '../../components/CentredProgress'
import { ErrorScreen } from '../../shell/pages/ErrorScreen'
import { NoAccessPage } from '../../shell/pages/NoAccessPage'
import { useCanOpen } from '../../shell/routing/route-access'

/** Staff without the principal view have no dashboard: they land on the first menu entry they can open. */
export function StaffLanding() {
  const { tree, isPending, error } = useSideMenu()
  const canOpen = useCanOpen()
  if (isPending) return <CentredProgress />
  if (error) return <ErrorScreen message={error.message} />
  const target = flattenMenu(tree).find(
    (entry) => entry.active && entry.path && !HOME_PATHS.includes(entry.path) && canOpen(entry.path),
  )
  return target?.path ? <Navigate to={target.path} replace /> : <NoAccessPage />
}
