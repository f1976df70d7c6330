import TextField from '@mui/material/TextField'
import type { InputHTMLAttributes } from 'react'

interface Props {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  testId: string
  /** The first option's text, for 'no filter'; left out when a value is required. */
  emptyLabel?: string
  error?: string
  fullWidth?: boolean
  onBlur?: () => void
  name?: string
}

/**
 * A labelled native select: the phone's own picker on small screens, keyboard friendly, and easy to drive in
 * tests (selectOption).
 */
export function NativeSelect({ label, value, options, onChange, testId, emptyLabel, error, ...rest }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId } as InputHTMLAttributes<HTMLSelectElement>,
      }}
      {...rest}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  )
}
