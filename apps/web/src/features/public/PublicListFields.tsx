import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import Delete from '@mui/icons-material/Delete'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  PUBLIC_FAQS_MAX,
  PUBLIC_PROGRAMMES_MAX,
  type PublicPagesFormValues,
  type PublicPagesInput,
} from '@preschool/domain'
import type { ReactNode } from 'react'
import { type Control, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormImageField, FormTextField } from '../../components/form'
import { RichTextField } from '../broadcasts/components/RichTextField'
import { usePublicImageTarget } from './admin-hooks'

type PagesControl = Control<PublicPagesFormValues, unknown, PublicPagesInput>

/** One entry of an ordered list: its heading, its fields, and buttons to move it or take it out. */
function Entry(props: {
  title: string
  index: number
  count: number
  testId: string
  move: (from: number, to: number) => void
  remove: (index: number) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { index } = props
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`${props.testId}-${index}`}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{props.title}</Typography>
        <IconButton
          aria-label={t('publicPagesAdmin.moveUp')}
          disabled={index === 0}
          onClick={() => props.move(index, index - 1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={t('publicPagesAdmin.moveDown')}
          disabled={index === props.count - 1}
          onClick={() => props.move(index, index + 1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={t('publicPagesAdmin.remove')}
          onClick={() => props.remove(index)}
          data-testid={`${props.testId}-${index}-remove`}
        >
          <Delete fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={2}>{props.children}</Stack>
    </Paper>
  )
}

/** The programmes of /intro, in order, each with an optional picture. */
export function ProgrammeFields({ control, schoolId }: { control: PagesControl; schoolId: number }) {
  const { t } = useTranslation()
  const list = useFieldArray({ control, name: 'programmes' })
  const getTarget = usePublicImageTarget(schoolId)
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('publicPagesAdmin.programmes')}
      </Typography>
      {list.fields.map((field, i) => (
        <Entry
          key={field.id}
          title={t('publicPagesAdmin.programme', { number: i + 1 })}
          index={i}
          count={list.fields.length}
          testId="public-programme"
          move={list.move}
          remove={list.remove}
        >
          <FormTextField
            control={control}
            name={`programmes.${i}.title`}
            label={t('publicPagesAdmin.programmeTitle')}
            testId={`public-programme-${i}-title`}
            required
          />
          <FormTextField
            control={control}
            name={`programmes.${i}.description`}
            label={t('publicPagesAdmin.programmeDescription')}
            testId={`public-programme-${i}-description`}
            multiline
            minRows={2}
          />
          <FormImageField
            control={control}
            name={`programmes.${i}.image`}
            label={t('publicPagesAdmin.programmeImage')}
            purpose="public_page_image"
            getTarget={getTarget}
            previewUrl={field.image?.startsWith('/') ? field.image : null}
            testId={`public-programme-${i}-image`}
          />
        </Entry>
      ))}
      <Button
        onClick={() => list.append({ title: '', description: '', image: null })}
        disabled={list.fields.length >= PUBLIC_PROGRAMMES_MAX}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="public-programme-add"
      >
        {t('publicPagesAdmin.addProgramme')}
      </Button>
    </Stack>
  )
}

/** The FAQ of /parentinfo, in order; each answer with the broadcasts' formatting. */
export function FaqFields({ control }: { control: PagesControl }) {
  const { t } = useTranslation()
  const list = useFieldArray({ control, name: 'faqs' })
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('publicPagesAdmin.faqs')}
      </Typography>
      {list.fields.map((field, i) => (
        <Entry
          key={field.id}
          title={t('publicPagesAdmin.faq', { number: i + 1 })}
          index={i}
          count={list.fields.length}
          testId="public-faq"
          move={list.move}
          remove={list.remove}
        >
          <FormTextField
            control={control}
            name={`faqs.${i}.question`}
            label={t('publicPagesAdmin.question')}
            testId={`public-faq-${i}-question`}
            required
          />
          <RichTextField
            control={control}
            name={`faqs.${i}.answer`}
            label={t('publicPagesAdmin.answer')}
            testId={`public-faq-${i}-answer`}
          />
        </Entry>
      ))}
      <Button
        onClick={() => list.append({ question: '', answer: '' })}
        disabled={list.fields.length >= PUBLIC_FAQS_MAX}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="public-faq-add"
      >
        {t('publicPagesAdmin.addFaq')}
      </Button>
    </Stack>
  )
}
