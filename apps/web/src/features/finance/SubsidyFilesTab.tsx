import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useListParams } from '../../components/list/use-list-params'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { FILE_LIST_PARAMS, FinanceFilesList } from './FinanceFilesList'
import { FinanceFileUpload } from './FinanceFileUpload'
import type { UploadedFile } from './files-documents'
import { useSubsidyFiles, useUploadSubsidyFile } from './files-hooks'

/** The subsidy file's CSV header (decision 0053: ECDA's own format is not public). */
const SUBSIDY_HEADER = 'birthCertificate,month,amountCents,remark'
const SUBSIDY_EXAMPLE = 'T2012345A,2027-03,30000,Basic subsidy'

/** Subsidy files: upload a CSV of subsidies per child and month (credit notes on the invoices), and every log. */
export default function SubsidyFilesTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const [notice, setNotice] = useNotice()
  const list = useListParams(FILE_LIST_PARAMS)
  const files = useSubsidyFiles(me.fkSchool, { page: list.page, perPage: list.perPage })
  const upload = useUploadSubsidyFile()
  const applied = (file: UploadedFile) =>
    setNotice(
      t(file.status === 'failed' ? 'finance.files.refused' : 'finance.files.applied', { label: file.label }),
    )
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {can('financeFiles.upload') && (
        <FinanceFileUpload
          title={t('finance.files.subsidyTitle')}
          hint={
            <>
              {t('finance.files.subsidyHint')}
              <Typography
                component="pre"
                variant="body2"
                data-testid="finance-subsidy-header"
                sx={{ m: 0, mt: 1 }}
              >
                {`${SUBSIDY_HEADER}\n${SUBSIDY_EXAMPLE}`}
              </Typography>
            </>
          }
          apply={{
            mutate: (fileKey, onDone) =>
              upload.mutate(
                { IDSchool: me.fkSchool, fileKey },
                { onSuccess: (d) => onDone(d.uploadSubsidyFile) },
              ),
            pending: upload.isPending,
          }}
          error={upload.error?.message}
          onApplied={applied}
          testId="finance-subsidy-upload"
        />
      )}
      <FinanceFilesList
        query={files}
        filesOf={(d) => d.findAllUploadedSubsidyFiles}
        list={list}
        label={t('finance.tabs.subsidyFiles')}
        testId="finance-subsidy-files"
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-files-notice" />
    </Stack>
  )
}
