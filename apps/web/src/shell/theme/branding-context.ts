import { createContext, useContext } from 'react'
import type { SchoolBranding } from './school-config'

export interface BrandingContextValue extends SchoolBranding {
  /** Switches the shown school (the signed-in user's school wins over the one from the address). */
  setSchoolId: (schoolId: number) => void
}

export const BrandingContext = createContext<BrandingContextValue | null>(null)

/** The current school's id, name, logo and login banner, for headers and the login pages. */
export function useSchoolBranding(): BrandingContextValue {
  const value = useContext(BrandingContext)
  if (!value) throw new Error('useSchoolBranding must be used inside SchoolThemeProvider')
  return value
}
