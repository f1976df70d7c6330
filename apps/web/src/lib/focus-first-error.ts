/**
 * Brings the first field in error into view and puts the cursor in it (on a phone the field is often screens
 * above the Submit button that was pressed). Fields mark themselves with aria-invalid, whatever their kind.
 */
export function focusFirstError(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}
