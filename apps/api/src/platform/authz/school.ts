import { forbidden } from '../errors/domain-error'
import type { Viewer } from './viewer'

/** Tenant isolation: a signed-in caller acts only on their own school, whatever id the request names. */
export function assertOwnSchool(viewer: Viewer, schoolId: number): number {
  if (viewer.schoolId !== schoolId) throw forbidden()
  return schoolId
}
