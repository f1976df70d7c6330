/** The settings home (spec 000 section 2: /settings), also the path of the menu's 'settings' entry. */
export const SETTINGS_PATH = '/settings'
