import TranslateRounded from '@mui/icons-material/TranslateRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../i18n'
import { useSession } from '../session/session-context'
import { saveAccountLanguage } from '../session/account-language'

/**
 * The language menu of every header (public pages, sign-in, signed-in): each language named in its own script.
 * The choice is remembered on this device and, for a signed-in user, stored on their account (emails and bell
 * texts follow it).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const { me } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n.language as Language
  const choose = (language: Language) => {
    setAnchor(null)
    void setLanguage(language)
    // The account's setting is best-effort: the screen has already changed, and the device remembers it.
    if (me) void saveAccountLanguage(language).catch(() => undefined)
  }
  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switcher"
        aria-label={t('shell.languageMenu', { language: LANGUAGE_NAMES[current] ?? LANGUAGE_NAMES.en })}
        aria-haspopup="true"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateRounded />}
        sx={{ fontWeight: 400, minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" lang={current} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[current] ?? LANGUAGE_NAMES.en}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            data-testid={`language-${language}`}
            selected={language === current}
            onClick={() => choose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
