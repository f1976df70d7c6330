import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../../i18n'
import { saveAccountLanguage } from '../../../shell/session/account-language'
import { AccountSection } from './AccountSection'

/** The parent's language for the app, emails and notifications, stored on the account (the header's menu too). */
export function LanguageChoice() {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<'saved' | 'failed' | null>(null)
  const choose = async (language: Language) => {
    setState(null)
    await setLanguage(language)
    await saveAccountLanguage(language).then(
      () => setState('saved'),
      () => setState('failed'),
    )
  }
  return (
    <AccountSection
      title={t('account.language')}
      description={t('account.languageHelp')}
      testId="account-language"
    >
      <RadioGroup
        aria-label={t('account.language')}
        value={i18n.language}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
            data-testid={`account-language-${language}`}
          />
        ))}
      </RadioGroup>
      {state === 'saved' && <Alert severity="success">{t('account.languageSaved')}</Alert>}
      {state === 'failed' && <Alert severity="error">{t('common.somethingWrong')}</Alert>}
    </AccountSection>
  )
}
