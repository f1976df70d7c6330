import type { ClassFormInput, ClassInput } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { ClassForm } from './components/ClassForm'
import type { ClassDetail } from './documents'
import { useClassDetail, useClassPhotoTarget, useCreateClass, useUpdateClass } from './hooks'
import { classPaths } from './paths'

const blank: ClassFormInput = {
  label: '',
  description: '',
  fkCentre: 0,
  fkLevel: 0,
  teachers: [],
  coverPhotoKey: null,
  profilePhotoKey: null,
}

const toValues = (c: ClassDetail): ClassFormInput => ({
  label: c.label,
  description: c.description ?? '',
  fkCentre: c.centre.ID,
  fkLevel: c.level.ID,
  teachers: c.teachers.map((x) => ({
    ID: x.ID,
    fkUser: x.fkUser,
    firstname: x.firstname,
    lastname: x.lastname,
    email: x.email ?? '',
  })),
  coverPhotoKey: c.coverPhotoKey,
  profilePhotoKey: c.profilePhotoKey,
})

/** /classmanagement/createclass and /classmanagement/edit/{id}. */
export default function ClassFormPage() {
  const { id } = useParams()
  return id === undefined ? <ClassEditor /> : <EditClass id={Number(id)} />
}

function EditClass({ id }: { id: number }) {
  const { me } = useStaffSession()
  const detail = useClassDetail(me.fkSchool, id)
  const klass = detail.data?.getAllClassInfo.data[0]
  return klass ? <ClassEditor klass={klass} /> : null
}

function ClassEditor({ klass }: { klass?: ClassDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const create = useCreateClass()
  const update = useUpdateClass()
  const getPhotoTarget = useClassPhotoTarget(me.fkSchool)
  // The detail page of the saved class is where the notice shows; its id is known once saved.
  let savedId = klass?.ID ?? 0
  const onSave = useSaveAndReturn(
    async (data: ClassInput) => {
      const classData = {
        ...data,
        teachers: data.teachers.map((x) => ({ ...x, ID: x.ID ?? null, fkUser: x.fkUser ?? null })),
      }
      const saved = klass
        ? (await update.mutateAsync({ IDSchool: me.fkSchool, classID: klass.ID, classData }))
            .updateClassDetails
        : (await create.mutateAsync({ IDSchool: me.fkSchool, classData })).createNewClass
      savedId = saved.ID
    },
    (data) => ({ to: classPaths.detail(savedId), notice: t('classes.saved', { label: data.label }) }),
  )
  return (
    <FormFrame
      title={klass ? t('classes.editTitle') : t('classes.createTitle')}
      back={classPaths.list}
      backLabel={t('classes.backToList')}
      backTestId="class-back"
    >
      <ClassForm
        IDSchool={me.fkSchool}
        defaultValues={klass ? toValues(klass) : blank}
        coverUrl={klass?.coverPhotoURL ?? null}
        profileUrl={klass?.profilePhotoURL ?? null}
        getPhotoTarget={getPhotoTarget}
        onSave={onSave}
        onCancel={() => navigate(klass ? classPaths.detail(klass.ID) : classPaths.list)}
      />
    </FormFrame>
  )
}
