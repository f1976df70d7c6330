import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useListParams } from '../../components/list/use-list-params'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { FILE_LIST_PARAMS, FinanceFilesList } from './FinanceFilesList'
import { FinanceFileUpload } from './FinanceFileUpload'
import type { UploadedFile } from './files-documents'
import { useGiroFiles, useUploadGiroFile } from './files-hooks'
import { GiroArchiveForm } from './GiroArchiveForm'

/** GIRO files: make the deduction or refund archive, upload the bank's return file, and every file's log. */
export default function GiroFilesTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const [notice, setNotice] = useNotice()
  const [made, setMade] = useState<UploadedFile | null>(null)
  const list = useListParams(FILE_LIST_PARAMS)
  const files = useGiroFiles(me.fkSchool, { page: list.page, perPage: list.perPage })
  const upload = useUploadGiroFile()
  const applied = (file: UploadedFile) =>
    setNotice(
      t(file.status === 'failed' ? 'finance.files.refused' : 'finance.files.applied', { label: file.label }),
    )
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {can('financeFiles.generate') && (
        <GiroArchiveForm
          onMade={(file) => {
            setMade(file)
            setNotice(t('finance.files.made', { label: file.label }))
          }}
        />
      )}
      {made?.URL && (
        <Link href={made.URL} download data-testid="finance-giro-made-download">
          {t('finance.files.download', { label: made.label })}
        </Link>
      )}
      {can('financeFiles.upload') && (
        <FinanceFileUpload
          title={t('finance.files.returnTitle')}
          hint={t('finance.files.returnHint', { header: GIRO_RETURN_HEADER })}
          apply={{
            mutate: (fileKey, onDone) =>
              upload.mutate(
                { IDSchool: me.fkSchool, fileKey },
                { onSuccess: (d) => onDone(d.uploadGiroFile) },
              ),
            pending: upload.isPending,
          }}
          error={upload.error?.message}
          onApplied={applied}
          testId="finance-giro-upload"
        />
      )}
      <FinanceFilesList
        query={files}
        filesOf={(d) => d.findAllUploadedGiroFiles}
        list={list}
        label={t('finance.tabs.giroFiles')}
        testId="finance-giro-files"
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-files-notice" />
    </Stack>
  )
}

/** The return file's CSV header (decision 0053; each bank's own return format is converted to it). */
const GIRO_RETURN_HEADER = 'reference,billReference,amountCents,status,reasonCode,reasonText'
