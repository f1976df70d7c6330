/**
 * An HQ staff member's session for page tests, standing in for shell/session/session-context:
 * `vi.mock('../../shell/session/session-context', () => import('../../test/hq-session-mock'))`.
 * A test grants actions by setting `hqSession.permissions`.
 */
export const hqSession = { permissions: [] as string[] }

export const useSession = () => ({
  me: { fkSchool: 3, isHQStaff: true },
  can: (key: string) => hqSession.permissions.includes(key),
})
