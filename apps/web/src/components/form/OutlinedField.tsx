import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import {
  type ChangeEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react'

interface CommonProps {
  /** The input's id; the label and helper text ids derive from it (as TextField does). */
  id?: string
  label?: ReactNode
  helperText?: ReactNode
  /** An error message in the helper text is announced. */
  helperRole?: 'alert'
  error?: boolean
  required?: boolean
  disabled?: boolean
  fullWidth?: boolean
  name?: string
  onBlur?: FocusEventHandler<HTMLElement>
  /** On the outer FormControl, as TextField's sx. */
  sx?: SxProps<Theme>
}

export type OutlinedFieldProps = CommonProps & {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  inputRef?: Ref<HTMLInputElement>
  type?: string
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
  minRows?: number
  /** Focus on mount (the one field of a sign-in or code step). */
  autoFocus?: boolean
  /** Before the input (a currency sign). */
  startAdornment?: ReactNode
  endAdornment?: ReactNode
  /** On the <input> (data-testid and the like). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string }
}

export type OutlinedSelectProps = CommonProps & {
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  inputRef?: Ref<HTMLSelectElement>
  /** The <option>s. */
  children: ReactNode
  htmlSelect?: SelectHTMLAttributes<HTMLSelectElement> & { 'data-testid'?: string }
}

/** The frame both fields share: what TextField renders (outlined, small, as the theme sets TextField). */
function Frame({
  id,
  label,
  helperText,
  helperRole,
  error = false,
  required = false,
  disabled = false,
  fullWidth = true,
  shrink,
  sx,
  children,
}: CommonProps & { id: string; shrink?: boolean; children: ReactNode }) {
  return (
    <FormControl
      variant="outlined"
      size="small"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {children}
      {helperText && (
        <FormHelperText id={`${id}-helper-text`} role={helperRole}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  )
}

/**
 * An outlined text field that looks and behaves like MUI's TextField (label, helper text, error, ids), built from
 * its parts: TextField always brings Select, Menu, Popover and Modal, which a plain text input never uses.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  return (
    <Frame {...props} id={id}>
      <OutlinedInput
        id={id}
        label={props.label}
        fullWidth={props.fullWidth ?? true}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        multiline={props.multiline}
        minRows={props.minRows}
        startAdornment={props.startAdornment}
        endAdornment={props.endAdornment}
        aria-describedby={props.helperText ? `${id}-helper-text` : undefined}
        inputProps={props.htmlInput}
      />
    </Frame>
  )
}

/** A native select in the same frame (its label always raised, as for TextField with a native select). */
export function OutlinedSelect(props: OutlinedSelectProps) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  return (
    <Frame {...props} id={id} shrink>
      <NativeSelect
        id={id}
        aria-describedby={props.helperText ? `${id}-helper-text` : undefined}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        input={<OutlinedInput label={props.label} notched fullWidth={props.fullWidth ?? true} />}
        inputProps={props.htmlSelect}
      >
        {props.children}
      </NativeSelect>
    </Frame>
  )
}
