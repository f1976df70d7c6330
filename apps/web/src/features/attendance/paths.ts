/** The spec's /attendance (spec 000 section 3): the register and the centre summary, the view in `?tab=`. */
export const attendancePaths = { register: '/attendance' } as const
