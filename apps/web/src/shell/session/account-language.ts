import { asLanguage, type Language } from '@preschool/domain'
import { useEffect } from 'react'
import { graphql } from '../../generated'
import { currentLanguage, setLanguage } from '../../i18n'
import { requestOrThrow } from '../../lib/request'
import type { Me } from './documents'

const updateMyPreferredLanguageMutation = graphql(`
  mutation UpdateMyPreferredLanguage($language: String!) {
    updateMyPreferredLanguage(language: $language)
  }
`)

/** Stores the signed-in user's language on their account. */
export const saveAccountLanguage = (language: Language) =>
  requestOrThrow(updateMyPreferredLanguageMutation, { language })

/**
 * The signed-in user's language: the account's setting wins over the device's (it follows the parent to every
 * device); a user who never chose keeps the device's, except staff, whose screens stay English unless they choose.
 */
export function useAccountLanguage(me: Me | null) {
  useEffect(() => {
    if (!me) return
    const wanted = me.preferredLanguage ? asLanguage(me.preferredLanguage) : me.isStaff ? 'en' : null
    if (wanted && wanted !== currentLanguage()) void setLanguage(wanted, { remember: !me.isStaff })
  }, [me])
}
