/** Side menu widths: full, and the desktop mini variant that keeps only the icons. */
export const MENU_WIDTH = 264
export const MENU_MINI_WIDTH = 76
