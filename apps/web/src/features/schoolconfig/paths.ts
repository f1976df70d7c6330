/** The spec's route /settings/schoolconfig; the tab and the option list's category live in the query string. */
export const SCHOOL_CONFIG_PATH = '/settings/schoolconfig'

export const SchoolConfigTab = { settings: 'settings', options: 'options' } as const
export type SchoolConfigTab = (typeof SchoolConfigTab)[keyof typeof SchoolConfigTab]

export const tabOf = (value: string | null): SchoolConfigTab =>
  value === SchoolConfigTab.options ? SchoolConfigTab.options : SchoolConfigTab.settings
