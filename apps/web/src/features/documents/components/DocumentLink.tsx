import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../../lib/request'
import { documentUrlQuery } from '../documents'

/**
 * Opens a stored document: the link is asked for only on the click (it lives two minutes), then opened in a new
 * tab. The window is opened first, so pop-up blockers let it through.
 */
export function DocumentLink({
  id,
  childId,
  name,
  testId,
}: {
  id: number
  childId: number
  name: string
  testId: string
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    const tab = window.open('', '_blank')
    setBusy(true)
    try {
      const result = await request(documentUrlQuery, { IDDocument: id, IDChild: childId })
      if (tab && result.data) tab.location.href = result.data.getDocumentURL
      else tab?.close()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="small"
      onClick={open}
      loading={busy}
      aria-label={t('documents.openFile', { name })}
      data-testid={testId}
    >
      {t('documents.view')}
    </Button>
  )
}
