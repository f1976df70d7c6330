import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import InsertLink from '@mui/icons-material/InsertLink'
import LinkOff from '@mui/icons-material/LinkOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldProps } from '../../../components/form/field-props'
import { isLinkTarget } from '../rich-text'

/**
 * The broadcast's message with a formatting toolbar (bold, italic, lists, links), edited in place (decision
 * 0067). The field's value is the editor's HTML; the server keeps only the allowed formatting (sanitize-html)
 * and the page only ever loads HTML the server stored. A paste arrives as plain text, so nothing foreign gets in.
 */
export function RichTextField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  testId,
  helperText,
}: FieldProps<T, C, O>) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ name, control })
  const editor = useRef<HTMLDivElement>(null)
  const selection = useRef<Range | null>(null)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('https://')
  const [linkError, setLinkError] = useState<string | null>(null)
  // Loaded once: afterwards the editor owns its content (resetting it on every keystroke would move the caret).
  const initial = useRef(String(field.value ?? ''))
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initial.current
  }, [])
  const publish = () => {
    const html = editor.current?.innerHTML ?? ''
    field.onChange(editor.current?.textContent?.trim() ? html : '')
  }
  const run = (command: string, value?: string) => {
    editor.current?.focus()
    document.execCommand(command, false, value)
    publish()
  }
  const keepSelection = () => {
    const current = window.getSelection()
    selection.current = current && current.rangeCount > 0 ? current.getRangeAt(0) : null
  }
  const addLink = () => {
    const url = href.trim()
    if (!isLinkTarget(url)) return setLinkError(t('broadcasts.linkInvalid'))
    editor.current?.focus()
    const current = window.getSelection()
    if (selection.current && current) {
      current.removeAllRanges()
      current.addRange(selection.current)
    }
    // Without selected words, the address itself becomes the link's text: typed, then selected.
    if (current?.isCollapsed) {
      document.execCommand('insertText', false, url)
      const typed = current.getRangeAt(0)
      typed.setStart(typed.endContainer, Math.max(0, typed.endOffset - url.length))
      current.removeAllRanges()
      current.addRange(typed)
    }
    run('createLink', url)
    setLinking(false)
    setLinkError(null)
  }
  const tool = (title: string, icon: ReactNode, onClick: () => void, id: string) => (
    <IconButton
      size="small"
      aria-label={title}
      title={title}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      data-testid={`rich-${id}`}
    >
      {icon}
    </IconButton>
  )
  const message = fieldState.error?.message
  return (
    <Box>
      <Typography
        component="label"
        variant="body2"
        color={message ? 'error' : 'text.secondary'}
        id={`${name}-label`}
      >
        {label} *
      </Typography>
      <Box sx={{ border: 1, borderColor: message ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('broadcasts.formatting')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5, flexWrap: 'wrap' }}
        >
          {tool(t('broadcasts.bold'), <FormatBold fontSize="small" />, () => run('bold'), 'bold')}
          {tool(t('broadcasts.italic'), <FormatItalic fontSize="small" />, () => run('italic'), 'italic')}
          {tool(
            t('broadcasts.bulleted'),
            <FormatListBulleted fontSize="small" />,
            () => run('insertUnorderedList'),
            'bulleted',
          )}
          {tool(
            t('broadcasts.numbered'),
            <FormatListNumbered fontSize="small" />,
            () => run('insertOrderedList'),
            'numbered',
          )}
          {tool(
            t('broadcasts.link'),
            <InsertLink fontSize="small" />,
            () => (keepSelection(), setLinking(true)),
            'link',
          )}
          {tool(t('broadcasts.unlink'), <LinkOff fontSize="small" />, () => run('unlink'), 'unlink')}
        </Stack>
        {linking && (
          <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('broadcasts.linkAddress')}
              value={href}
              onChange={(e) => setHref(e.target.value)}
              error={linkError !== null}
              helperText={linkError}
              slotProps={{ htmlInput: { 'data-testid': 'rich-link-address' } }}
              sx={{ flex: 1 }}
            />
            <Button onClick={addLink} data-testid="rich-link-add">
              {t('broadcasts.linkAdd')}
            </Button>
          </Stack>
        )}
        <Box
          ref={editor}
          contentEditable
          role="textbox"
          aria-multiline
          aria-labelledby={`${name}-label`}
          aria-invalid={Boolean(message)}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={publish}
          onBlur={field.onBlur}
          onPaste={(e) => {
            e.preventDefault()
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'))
          }}
          data-testid={testId}
          sx={{ minHeight: 140, p: 1.5, outline: 'none', '& p': { my: 0.5 } }}
        />
      </Box>
      <FormHelperText error={Boolean(message)}>{message ?? helperText}</FormHelperText>
    </Box>
  )
}
