/** Leaves the app for another site (the single-sign-on provider); its own module so tests can replace it. */
export function leaveApp(url: string): void {
  window.location.assign(url)
}
