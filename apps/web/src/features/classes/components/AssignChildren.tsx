import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateInput } from '../../../components/date/DateInput'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { toAssignQuery } from '../documents'
import { useAssignChildren } from '../hooks'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

/** Enrolled children of the class's centre and level without a class of it, chosen and placed from a date. */
export function AssignChildren({
  IDSchool,
  classID,
  onAssigned,
}: {
  IDSchool: number
  classID: number
  onAssigned: () => void
}) {
  const { t } = useTranslation()
  const waiting = useGqlQuery(toAssignQuery, { IDSchool, classID })
  const assign = useAssignChildren()
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [from, setFrom] = useState(singaporeToday())
  const children = waiting.data?.getChildrenToAssignToClass ?? []
  return (
    <Stack spacing={1} data-testid="assign-children">
      <Typography variant="h6" component="h2">
        {t('classes.assignTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('classes.assignHelp')}
      </Typography>
      {waiting.data && children.length === 0 && <Typography>{t('classes.noneToAssign')}</Typography>}
      {children.map((c) => (
        <FormControlLabel
          key={c.ID}
          label={`${c.firstname} ${c.lastname}`}
          control={
            <Checkbox
              checked={chosen.has(c.ID)}
              onChange={(e) => {
                const next = new Set(chosen)
                if (e.target.checked) next.add(c.ID)
                else next.delete(c.ID)
                setChosen(next)
              }}
              slotProps={{ input: { 'data-testid': `assign-child-${c.ID}` } as Record<string, string> }}
            />
          }
        />
      ))}
      <FormErrorAlert message={assign.error?.message} />
      {children.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DateInput label={t('classes.assignFrom')} value={from} onChange={setFrom} testId="assign-from" />
          <Button
            variant="contained"
            disabled={chosen.size === 0 || assign.isPending}
            data-testid="assign-submit"
            onClick={async () => {
              await assign.mutateAsync({ IDSchool, classID, childIDs: [...chosen], from })
              setChosen(new Set())
              onAssigned()
            }}
          >
            {t('classes.assign')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
