import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockGraphQL } from '../../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../../test/render'
import { DeleteClassDialog } from './DeleteClassDialog'

afterEach(cleanup)

const sunflower = {
  ID: 7,
  label: 'N1 Sunflower',
  centre: { ID: 1 },
  level: { ID: 2 },
  currentChildrenCount: 2,
  upcomingChildrenCount: 1,
}
const listed = (ID: number, label: string) => ({
  ID,
  label,
  centre: { ID: 1, label: 'Tampines' },
  level: { ID: 2, label: 'N1' },
  teachers: [],
  currentChildrenCount: 0,
  upcomingChildrenCount: 0,
  capacity: null,
  overCapacity: false,
})

function renderDialog(klass = sunflower) {
  return renderWithProviders(
    <DeleteClassDialog IDSchool={3} klass={klass} open onClose={() => undefined} />,
    {
      path: '/classmanagement/details/:id',
      url: '/classmanagement/details/7',
      session: staffSession(['classes.read', 'classes.edit'], { fkSchool: 3 }),
      routes: [{ path: '/classmanagement', element: <div>class list</div> }],
    },
  ).user
}

describe('DeleteClassDialog', () => {
  it('deletes a class with children only with a class of its centre and level to move them to', async () => {
    const api = mockGraphQL({
      getAllClassInfo: () => ({
        data: {
          getAllClassInfo: { totalCount: 2, data: [listed(7, 'N1 Sunflower'), listed(9, 'N1 Daisy')] },
        },
      }),
      deleteClassAndTeachers: () => ({ data: { deleteClassAndTeachers: true } }),
    })
    const user = renderDialog()
    expect(await screen.findByText(/Its 3 current and upcoming children move/)).toBeTruthy()
    const confirm = screen.getByTestId('class-delete-confirm')
    expect(confirm).toHaveProperty('disabled', true)
    const select = await screen.findByTestId('class-delete-move-to')
    // The class being deleted is not a place to move to.
    expect(screen.queryByRole('option', { name: 'N1 Sunflower' })).toBeNull()
    expect(api.callsOf('getAllClassInfo')[0].variables).toMatchObject({
      IDSchool: 3,
      filter: { centreID: 1, levelID: 2 },
    })
    await user.selectOptions(select.querySelector('select') ?? select, 'N1 Daisy')
    await user.click(confirm)
    await waitFor(() => expect(api.callsOf('deleteClassAndTeachers')).toHaveLength(1))
    expect(api.callsOf('deleteClassAndTeachers')[0].variables).toEqual({
      IDSchool: 3,
      classID: 7,
      moveToClassID: 9,
    })
    expect(await screen.findByText('class list')).toBeTruthy()
  })

  it('says there is no class to move to, and deletes an empty class without asking for one', async () => {
    const api = mockGraphQL({
      getAllClassInfo: () => ({
        data: { getAllClassInfo: { totalCount: 1, data: [listed(7, 'N1 Sunflower')] } },
      }),
      deleteClassAndTeachers: () => ({ data: { deleteClassAndTeachers: true } }),
    })
    renderDialog()
    expect(await screen.findByTestId('class-delete-no-target')).toBeTruthy()
    expect(screen.getByTestId('class-delete-confirm')).toHaveProperty('disabled', true)
    cleanup()

    const user = renderDialog({ ...sunflower, currentChildrenCount: 0, upcomingChildrenCount: 0 })
    expect(screen.getByText(/The class is removed from the list/)).toBeTruthy()
    await user.click(screen.getByTestId('class-delete-confirm'))
    await waitFor(() => expect(api.callsOf('deleteClassAndTeachers')).toHaveLength(1))
    expect(api.callsOf('deleteClassAndTeachers')[0].variables).toMatchObject({
      classID: 7,
      moveToClassID: null,
    })
    // An empty class asks for no list of classes.
    expect(api.callsOf('getAllClassInfo')).toHaveLength(1)
  })
})
