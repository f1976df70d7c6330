import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { resolveSchoolId } from '../../lib/school'
import { writeStore } from '../../lib/store'
import { BrandingContext, type BrandingContextValue } from './branding-context'
import { buildTheme } from './build-theme'
import { schoolThemeQuery } from './documents'
import {
  brandingOf,
  cacheConfig,
  readCachedConfig,
  type SchoolConfigValues,
  toConfigValues,
} from './school-config'

/**
 * Themes the app for the current school. Paints at once from the configuration cached by the previous visit,
 * then from the server's answer (cached again); when loading fails the default theme is used (the spec).
 */
export function SchoolThemeProvider({ children }: { children: ReactNode }) {
  const [schoolId, setSchoolIdState] = useState(() => resolveSchoolId())
  const [cached, setCached] = useState<SchoolConfigValues | undefined>(() => readCachedConfig())
  const query = useGqlQuery(schoolThemeQuery, { fkSchool: schoolId })

  const values = useMemo<SchoolConfigValues>(() => {
    if (query.data) return toConfigValues(query.data.findAllSchoolConfig.data, query.data.findSchool?.name)
    if (query.isError) return {}
    return cached ?? {}
  }, [query.data, query.isError, cached])

  useEffect(() => {
    if (query.data) cacheConfig(values)
  }, [query.data, values])

  const setSchoolId = useCallback(
    (next: number) => {
      if (next === schoolId) return
      // Another school's cached look must not paint for this one.
      writeStore({ fkSchool: next, theme: undefined })
      setCached(undefined)
      setSchoolIdState(next)
    },
    [schoolId],
  )

  const theme = useMemo(() => buildTheme(values), [values])
  const branding = useMemo<BrandingContextValue>(
    () => ({ ...brandingOf(schoolId, values), setSchoolId }),
    [schoolId, values, setSchoolId],
  )

  useEffect(() => {
    if (branding.name) document.title = branding.name
  }, [branding.name])

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>
    </ThemeProvider>
  )
}
