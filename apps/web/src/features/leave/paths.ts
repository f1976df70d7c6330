/**
 * The leave screens of their own (the spec names none): a member of staff's own leave, where the bell's notice
 * of a decision leads (the API's MY_LEAVE_PAGE), and head office's leave types under settings.
 */
export const leavePaths = {
  mine: '/myleave',
  types: '/settings/leavetypes',
} as const
