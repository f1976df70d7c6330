/** The spec's routes: /settings/holidaymanagement, with /add and /{id}. */
const list = '/settings/holidaymanagement'

export const holidayPaths = {
  /** The list of a year (kept in the address as ?year=), or of the current year. */
  list: (year?: number) => (year === undefined ? list : `${list}?year=${year}`),
  add: `${list}/add`,
  /**
   * The API lists holidays by year, so the edit link carries the year it was opened from: the form finds the
   * holiday in that year's (usually cached) list.
   */
  edit: (id: number | string, year?: number) => `${list}/${id}${year === undefined ? '' : `?year=${year}`}`,
} as const
