import { useSession } from '../../shell/session/session-context'
import { ParentHome } from './ParentHome'
import { PrincipalHome } from './PrincipalHome'
import { StaffLanding } from './StaffLanding'

/** The dashboard differs by role (spec 000 section 2): parents, principals and HQ, other staff. */
export default function HomePage() {
  const { isStaff, isPrincipalView } = useSession()
  if (!isStaff) return <ParentHome />
  if (isPrincipalView) return <PrincipalHome />
  return <StaffLanding />
}
