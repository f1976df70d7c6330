import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'

interface Props {
  label: string
  headers: string[]
  rows: { key: string | number; cells: ReactNode[] }[]
  testId: string
}

/** A small table of fees (a tier's, a draft's items, an impact's lines): scrolls sideways on a phone. */
export function FeeTable({ label, headers, rows, testId }: Props) {
  return (
    <Table size="small" aria-label={label} data-testid={testId} sx={{ display: 'block', overflowX: 'auto' }}>
      <TableHead>
        <TableRow>
          {headers.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`${testId}-row`}>
            {row.cells.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
