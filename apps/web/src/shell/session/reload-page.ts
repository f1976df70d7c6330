/**
 * Full page loads, so nothing of an ended session stays in memory (their own module so tests can stub them:
 * jsdom does not navigate).
 */
export function reloadPage(): void {
  window.location.reload()
}

/** Loads the app afresh at a path: "go to login and reload the page" in one step. */
export function reloadAt(path: string): void {
  window.location.assign(path)
}
