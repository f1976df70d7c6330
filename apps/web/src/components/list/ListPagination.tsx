import TablePagination from '@mui/material/TablePagination'

/** Where a paged list stands and how to move it: `useListParams`'s result, or a local state of the same shape. */
export interface Paging {
  /** 1-based, as the URL holds it. */
  page: number
  perPage: number
  perPageOptions: readonly number[]
  set: (patch: { page?: number; perPage?: number }) => void
}

interface Props {
  count: number
  paging: Paging
  testId: string
  /** The page size's label ('Centres per page'); MUI's own when left out. */
  perPageLabel?: string
}

/** A paged list's footer, on the URL's 1-based page; a change of page size goes back to the first page. */
export function ListPagination({ count, paging, testId, perPageLabel }: Props) {
  const { page, perPage, perPageOptions, set: onChange } = paging
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...perPageOptions]}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ perPage: Number(event.target.value) })}
      labelRowsPerPage={perPageLabel}
      data-testid={testId}
      // On a phone the toolbar wraps instead of pushing the page arrows out of view.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 } }}
    />
  )
}
