import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { type Ref, Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateText } from './format-date-text'

const CalendarPopover = lazy(() => import('./CalendarPopover'))

export type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The text as typed: '' or a prefix of YYYY-MM-DD; the form's schema decides whether it is a valid date. */
  value: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
  minDate?: string
  maxDate?: string
  /** On the <input>, for tests. */
  testId?: string
}

/**
 * A date typed or picked, shown as YYYY-MM-DD whatever the browser's locale (a native date input would show the
 * locale's format). Controlled: use it with react-hook-form's Controller.
 */
export function DateInput({
  value,
  onChange,
  inputRef,
  minDate,
  maxDate,
  testId,
  disabled,
  ...field
}: DateInputProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = typeof field.label === 'string' ? field.label : ''
  return (
    <>
      <TextField
        {...field}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(formatDateText(event.target.value))}
        inputRef={inputRef}
        placeholder="YYYY-MM-DD"
        slotProps={{
          ...field.slotProps,
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, 'data-testid': testId },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={t('common.chooseDate', { label })}
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <CalendarMonthRounded />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchor && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchor={anchor}
            value={value}
            minDate={minDate}
            maxDate={maxDate}
            onClose={() => setAnchor(null)}
            onPick={(date) => {
              onChange(date)
              setAnchor(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
