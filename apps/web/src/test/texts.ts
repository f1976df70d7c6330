import i18n from 'i18next'
import { afterEach, expect } from 'vitest'
import '../app/texts'
import { loadAllTexts } from '../i18n'

/**
 * The texts a test renders with. The public enquiry form's tests get only the texts its visitors load at start
 * (en-public.ts), and fail on any key missing from them; every other test gets the whole bundle at once, as a
 * signed-in screen has it.
 */
export async function setUpTexts(testPath: string | undefined) {
  if (testPath?.includes('/src/features/enquiry/')) {
    const missing = new Set<string>()
    i18n.options.saveMissing = true
    i18n.on('missingKey', (_languages, _namespace, key) => missing.add(key))
    afterEach(() => {
      const keys = [...missing]
      missing.clear()
      expect(keys, 'keys missing from the public texts (i18n/en-public.ts)').toEqual([])
    })
    return
  }
  await loadAllTexts()
}
