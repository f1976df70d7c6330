/** The spec's route: /calendar shows the calendar (spec 002 section 2). */
export const calendarPaths = {
  calendar: '/calendar',
} as const
