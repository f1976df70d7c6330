import {
  DEFAULT_ENROLMENT_PERIOD_MONTHS,
  Debounce,
  enrolmentMonthOptions,
  ErrorCode,
  isIsoDate,
  isWellFormedBirthCertificate,
  normaliseBirthCertificate,
  isValidEmail,
  SchoolConfigKey,
} from '@preschool/domain'
import { useMemo } from 'react'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { schoolThemeQuery } from '../../shell/theme/documents'
import {
  enquiryOptionListsQuery,
  enquiryOptionListsVariables,
  OptionCategory,
  isExistingChildQuery,
  isExistingParentQuery,
  type OptionCode,
  suggestLevelQuery,
} from './documents'

const NO_CODES: OptionCode[] = []

/** The form's option lists, each as the select shows it: the code's label is the value and the text. */
export function useOptionLists(fkSchool: number) {
  const query = useGqlQuery(enquiryOptionListsQuery, enquiryOptionListsVariables(fkSchool), {
    staleTime: 10 * 60_000,
  })
  return useMemo(() => {
    const of = (category: string) =>
      query.data?.codesByLabelFkSchool.find((list) => list.category === category)?.codes ?? NO_CODES
    return {
      nationality: of(OptionCategory.nationality),
      race: of(OptionCategory.race),
      income: of(OptionCategory.income),
      workplaceStaff: of(OptionCategory.workplaceStaff),
      error: query.error,
    }
  }, [query.data, query.error])
}

/**
 * The school's radius_centre_search switch and its enrolment month options (the next enrolment_period_in_mth
 * months). Shares the theme's query, so it is usually answered from the cache.
 */
export function useEnquirySettings(fkSchool: number, today: string) {
  const query = useGqlQuery(schoolThemeQuery, { fkSchool })
  return useMemo(() => {
    const rows = query.data?.findAllSchoolConfig.data ?? []
    const value = (key: string) => rows.find((row) => row.key === key)?.value?.trim()
    const period = Number(value(SchoolConfigKey.enrolmentPeriodInMonths))
    return {
      ready: query.data !== undefined || query.isError,
      radiusSearch: value(SchoolConfigKey.radiusCentreSearch) === '1',
      privacyPolicyUrl: value(SchoolConfigKey.privacyPolicyUrl) || null,
      months: enrolmentMonthOptions(
        today,
        Number.isInteger(period) && period > 0 ? period : DEFAULT_ENROLMENT_PERIOD_MONTHS,
      ),
    }
  }, [query.data, query.isError, today])
}

/** The level suggestion for a date of birth and an enrolment date; `none` when the server found no level. */
export function useSuggestedLevel(
  fkSchool: number,
  dateOfBirth: string,
  enrollmentDate: string | null,
  radiusSearch: boolean,
) {
  const settledDate = useDebouncedValue(dateOfBirth, Debounce.select)
  const enabled = isIsoDate(settledDate) && enrollmentDate !== null && settledDate === dateOfBirth
  const query = useGqlQuery(
    suggestLevelQuery,
    {
      IDSchool: fkSchool,
      dateOfBirth: settledDate,
      enrollmentDate: enrollmentDate ?? '',
      isRadiusSearch: radiusSearch,
    },
    { enabled, staleTime: 5 * 60_000 },
  )
  const answered = enabled && query.isSuccess
  return {
    level: answered ? query.data.suggestLevel : null,
    none: answered && query.data.suggestLevel === null,
    pending: enabled && query.isFetching,
  }
}

/**
 * isExistingParent after a 500 ms pause in typing, for a valid email of a visitor. `checking` covers the pause and
 * the request: the form's buttons wait for it. E014 (a staff account's email) counts as taken.
 */
export function useExistingParent(email: string, active: boolean) {
  const settled = useDebouncedValue(email, Debounce.email)
  const enabled = active && isValidEmail(settled) && settled === email
  const query = useGqlQuery(
    isExistingParentQuery,
    { email: settled },
    { enabled, retry: false, staleTime: 60_000 },
  )
  const taken =
    enabled && (query.data?.isExistingParent === true || query.error?.code === ErrorCode.ExistingParent)
  const checking = active && isValidEmail(email) && (settled !== email || query.isFetching)
  return { taken, checking }
}

/** isExistingChild after a 500 ms pause in typing, for a well-formed birth certificate (of a born child). */
export function useExistingChild(birthCertificate: string, fkSchool: number, active: boolean) {
  const settled = useDebouncedValue(birthCertificate, Debounce.email)
  // The plain check, not isExistingChild's zod schema: the form loads zod after its first paint.
  const wellFormed = isWellFormedBirthCertificate(settled)
  const enabled = active && wellFormed && settled === birthCertificate
  const query = useGqlQuery(
    isExistingChildQuery,
    { birthCertificate: wellFormed ? normaliseBirthCertificate(settled) : '', fkSchool },
    { enabled, retry: false, staleTime: 60_000 },
  )
  const taken = enabled && query.data?.isExistingChild === true
  const checking =
    active &&
    isWellFormedBirthCertificate(birthCertificate) &&
    (settled !== birthCertificate || query.isFetching)
  return { taken, checking }
}
