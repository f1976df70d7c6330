import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadedRecord } from '../../../components/form/LoadedRecord'
import type { DocumentSummaryQuery } from '../../../generated/graphql'
import { useDocumentSummary } from '../hooks'

interface Props {
  enquiryId: number
  /** Prefix of the load error's and not-found's test ids. */
  testId: string
  children: (summary: DocumentSummaryQuery['getEnquiryDocumentSummary']) => ReactNode
}

/** An enquiry's document summary (the family's page and the review page): loading, its error, or no data. */
export function DocumentSummaryRecord({ enquiryId, testId, children }: Props) {
  const { t } = useTranslation()
  const summary = useDocumentSummary(enquiryId)
  return (
    <LoadedRecord
      pending={summary.isPending}
      error={summary.error}
      record={summary.data?.getEnquiryDocumentSummary}
      notFound={t('common.noData')}
      testId={testId}
    >
      {children}
    </LoadedRecord>
  )
}
