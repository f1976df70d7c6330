import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { FormSelect } from '../../../components/form/SelectField'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { classesListQuery } from '../documents'
import { useDeleteClass } from '../hooks'
import { classPaths } from '../paths'

interface Props {
  IDSchool: number
  klass: {
    ID: number
    label: string
    centre: { ID: number }
    level: { ID: number }
    currentChildrenCount: number
    upcomingChildrenCount: number
  }
  open: boolean
  onClose: () => void
}

/**
 * Deleting a class. A class with current or upcoming children is deleted only with a class of the same centre and
 * level to move them to (the server moves them in the same transaction and logs each move on the child).
 */
export function DeleteClassDialog({ IDSchool, klass, open, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteClass()
  const count = klass.currentChildrenCount + klass.upcomingChildrenCount
  const { control, watch, reset } = useForm<{ moveTo: number | '' }>({ defaultValues: { moveTo: '' } })
  const others = useGqlQuery(
    classesListQuery,
    {
      IDSchool,
      filter: { centreID: klass.centre.ID, levelID: klass.level.ID },
      pagination: { page: 1, perPage: 200 },
    },
    { enabled: open && count > 0 },
  )
  const options = (others.data?.getAllClassInfo.data ?? [])
    .filter((c) => c.ID !== klass.ID)
    .map((c) => ({ value: c.ID, label: c.label }))
  const moveTo = watch('moveTo')
  const close = () => {
    reset()
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      confirmation={
        open
          ? {
              title: t('classes.deleteClassTitle', { label: klass.label }),
              text: count > 0 ? t('classes.deleteClassMoveText', { count }) : t('classes.deleteClassText'),
              confirmLabel: t('classes.deleteClass'),
              destructive: true,
            }
          : null
      }
      busy={remove.isPending}
      error={remove.error?.message}
      confirmDisabled={count > 0 && moveTo === ''}
      onConfirm={() =>
        remove.mutate(
          { IDSchool, classID: klass.ID, moveToClassID: moveTo === '' ? null : moveTo },
          { onSuccess: () => navigate(classPaths.list, { state: { notice: t('classes.classDeleted') } }) },
        )
      }
      onClose={close}
      testId="class-delete-confirm"
    >
      {count > 0 && others.isSuccess && options.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="class-delete-no-target">
          {t('classes.noClassToMoveTo')}
        </Alert>
      )}
      {count > 0 && options.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <FormSelect
            control={control}
            name="moveTo"
            label={t('classes.moveChildrenTo')}
            options={options}
            testId="class-delete-move-to"
          />
        </Box>
      )}
    </ConfirmDialog>
  )
}
