import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@preschool/domain'

/** The switcher's list, each language named in its own script (a chunk of its own: opened by few visitors). */
export default function LanguageMenu(props: {
  anchor: HTMLElement
  current: Language
  onChoose: (language: Language) => void
  onClose: () => void
}) {
  return (
    <Menu anchorEl={props.anchor} open onClose={props.onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          data-testid={`language-${language}`}
          selected={language === props.current}
          onClick={() => props.onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  )
}
