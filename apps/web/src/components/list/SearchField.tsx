import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import type { SxProps, Theme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import { Debounce } from '@preschool/domain'
import { useEffect, useRef, useState } from 'react'

interface Props {
  label: string
  placeholder?: string
  /** The search in force (the address's, for a list): shown whenever nothing is being typed. */
  value: string
  /** The text once typing has paused, trimmed. */
  onSearch: (text: string) => void
  testId: string
  size?: 'small' | 'medium'
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

/**
 * The one search box of the lists: shows what is typed at once and hands it on once typing pauses, so a list's
 * query (and its address) changes once per search, not per key; Back and Forward show the address's search again.
 */
export function SearchField({ value, onSearch, testId, sx, ...props }: Props) {
  // What is being typed until it has settled and been handed on; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const type = (text: string) => {
    setDraft(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      onSearch(text.trim())
      setDraft(null)
    }, Debounce.search)
  }
  return (
    <TextField
      {...props}
      type="search"
      value={draft ?? value}
      onChange={(event) => type(event.target.value)}
      sx={sx ?? (props.fullWidth ? undefined : { width: { xs: '100%', sm: 320 } })}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
