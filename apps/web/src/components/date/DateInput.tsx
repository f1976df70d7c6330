import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { type FocusEventHandler, type ReactNode, type Ref, Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OutlinedField } from '../form/OutlinedField'
import { DATE_PLACEHOLDER, dateTextValue, formatDateText, shownDateText } from './format-date-text'

const CalendarPopover = lazy(() => import('./CalendarPopover'))

export interface DateInputProps {
  id?: string
  label?: ReactNode
  name?: string
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  fullWidth?: boolean
  onBlur?: FocusEventHandler<HTMLElement>
  /** YYYY-MM-DD once complete, else the text as typed ('' or a prefix of DD/MM/YYYY) for the schema to refuse. */
  value: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
  minDate?: string
  maxDate?: string
  /** On the <input>, for tests. */
  testId?: string
}

/**
 * A date typed or picked, shown as the spec's DD/MM/YYYY whatever the browser's locale (a native date input would
 * show the locale's format, 11/27/2026 in a US browser). Controlled: use it with react-hook-form's Controller.
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
      <OutlinedField
        {...field}
        disabled={disabled}
        value={shownDateText(value)}
        onChange={(event) => onChange(dateTextValue(formatDateText(event.target.value)))}
        inputRef={inputRef}
        placeholder={DATE_PLACEHOLDER}
        htmlInput={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10, 'data-testid': testId }}
        endAdornment={
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
        }
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
