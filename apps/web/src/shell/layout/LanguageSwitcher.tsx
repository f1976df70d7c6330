import TranslateRounded from '@mui/icons-material/TranslateRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { asLanguage, type Language, LANGUAGE_NAMES } from '@preschool/domain'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../i18n'
import { useSession } from '../session/session-context'

// The list loads on the first click: a visitor's first page (the enquiry form) carries only the button.
const LanguageMenu = lazy(() => import('./LanguageMenu'))

/**
 * The language button of every header (public pages, sign-in, signed-in). The choice is remembered on this
 * device and, for a signed-in user, stored on their account (emails and bell texts follow it).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { me } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = asLanguage(i18n.language)
  const choose = (language: Language) => {
    setAnchor(null)
    void setLanguage(language)
    // The account's setting is best-effort: the screen has already changed, and the device remembers it.
    if (me)
      void import('../session/account-language')
        .then(({ saveAccountLanguage }) => saveAccountLanguage(language))
        .catch(() => undefined)
  }
  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switcher"
        aria-label={t('shell.languageMenu', { language: LANGUAGE_NAMES[current] })}
        aria-haspopup="true"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateRounded />}
        sx={{ fontWeight: 400, minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" lang={current} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
