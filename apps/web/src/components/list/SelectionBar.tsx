import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RowKey, Selection } from './ResponsiveList'

/** How many rows are selected, and what can be done to them; nothing while none is. */
export function SelectionBar<K extends RowKey>({
  selection,
  testId,
}: {
  selection: Selection<K>
  testId: string
}) {
  const { t } = useTranslation()
  const count = selection.selected.size
  if (count === 0) return <span />
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`${testId}-selection`}>
      <Typography variant="body2">{t('common.selected', { count })}</Typography>
      {selection.actions}
    </Stack>
  )
}
