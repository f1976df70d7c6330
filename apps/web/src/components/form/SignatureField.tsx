import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { type PointerEvent, useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldHelp } from './FieldHelp'
import type { FieldProps } from './field-props'
import { useFieldState } from './hooks/use-field-state'
import { OutlinedField } from './OutlinedField'

const WIDTH = 480
const HEIGHT = 160

/** A typed name drawn as a signature: the PNG data URL of the name in a handwriting-like face. */
export function typedSignature(name: string, canvas = document.createElement('canvas')): string | null {
  if (name.trim() === '') return null
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const context = canvas.getContext('2d')
  if (!context) return null
  context.clearRect(0, 0, WIDTH, HEIGHT)
  context.font = 'italic 40px "Brush Script MT", "Segoe Script", cursive'
  context.textBaseline = 'middle'
  context.fillText(name.trim(), 16, HEIGHT / 2, WIDTH - 32)
  return canvas.toDataURL('image/png')
}

type Mode = 'draw' | 'type'

/**
 * A signature (enrolment forms): drawn with a finger, pen or mouse on a canvas, or typed as a name. The form's value
 * is the signature as a PNG data URL, or null while there is none. Test ids: <testId>-pad, -typed, -clear, -draw,
 * -type.
 */
export function FormSignatureField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  testId,
  helperText,
  disabled,
  onTypedName,
}: FieldProps<T, C, O> & {
  /** The name while the signature is typed (the record says a typed signature is one); null when drawn or cleared. */
  onTypedName?: (name: string | null) => void
}) {
  const { t } = useTranslation()
  const { field, message } = useFieldState({ control, name })
  const [mode, setMode] = useState<Mode>('draw')
  const [typed, setTyped] = useState('')
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    }
  }
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d')
    if (disabled || !context) return
    drawing.current = true
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const { x, y } = point(event)
    context.lineWidth = 2.5
    context.lineCap = 'round'
    context.beginPath()
    context.moveTo(x, y)
  }
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d')
    if (!drawing.current || !context) return
    const { x, y } = point(event)
    context.lineTo(x, y)
    context.stroke()
  }
  const end = () => {
    if (!drawing.current) return
    drawing.current = false
    field.onChange(canvas.current?.toDataURL('image/png') ?? null)
  }
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT)
    setTyped('')
    onTypedName?.(null)
    field.onChange(null)
  }

  return (
    <Stack spacing={1} data-testid={testId}>
      <FormLabel error={Boolean(message)}>{label}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        disabled={disabled}
        onChange={(_event, next: Mode | null) => {
          if (!next) return
          clear()
          setMode(next)
        }}
      >
        <ToggleButton value="draw" data-testid={`${testId}-draw`}>
          {t('common.signature.draw')}
        </ToggleButton>
        <ToggleButton value="type" data-testid={`${testId}-type`}>
          {t('common.signature.type')}
        </ToggleButton>
      </ToggleButtonGroup>
      {mode === 'draw' ? (
        <Box
          component="canvas"
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={t('common.signature.pad')}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerLeave={end}
          data-testid={`${testId}-pad`}
          sx={{
            width: '100%',
            maxWidth: WIDTH,
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            borderRadius: 1,
            touchAction: 'none',
            bgcolor: 'background.paper',
          }}
        />
      ) : (
        <OutlinedField
          label={t('common.signature.typed')}
          value={typed}
          disabled={disabled}
          onChange={(event) => {
            setTyped(event.target.value)
            onTypedName?.(event.target.value.trim() || null)
            field.onChange(typedSignature(event.target.value))
          }}
          onBlur={field.onBlur}
          htmlInput={{ autoComplete: 'name', 'data-testid': `${testId}-typed` }}
        />
      )}
      <div>
        <Button size="small" onClick={clear} disabled={disabled} data-testid={`${testId}-clear`}>
          {t('common.signature.clear')}
        </Button>
      </div>
      <FieldHelp message={message} helperText={helperText} />
    </Stack>
  )
}
