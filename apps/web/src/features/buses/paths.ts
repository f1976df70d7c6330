/** The spec's routes, nested under the list: /busmanagement, with /bus/add, /bus/edit/{id}, /busdriver/... */
const list = '/busmanagement'

export const busPaths = {
  list,
  drivers: `${list}?tab=drivers`,
  busAdd: `${list}/bus/add`,
  busEdit: (id: number | string) => `${list}/bus/edit/${id}`,
  driverAdd: `${list}/busdriver/add`,
  driverEdit: (id: number | string) => `${list}/busdriver/edit/${id}`,
} as const
