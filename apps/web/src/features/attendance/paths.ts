/** The spec's /attendance (spec 000 section 3): the register and the centre summary, the view in `?tab=`. */
export const attendancePaths = {
  register: '/attendance',
  /** Head office's notifiable symptoms, under settings. */
  symptoms: '/settings/notifiablesymptoms',
  /** A child's Health tab on the child profile (the dashboard's flags open it; classes own the profile route). */
  childHealth: (childId: number) => `/details/child/${childId}/health`,
} as const
