import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'

interface Props {
  label: string
  headers: string[]
  /** A highlighted row stands out (a fee a request changes); its cells say why in words. */
  rows: { key: string | number; cells: ReactNode[]; highlighted?: boolean }[]
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
          <TableRow
            key={row.key}
            selected={row.highlighted}
            data-testid={row.highlighted ? `${testId}-row-changed` : `${testId}-row`}
          >
            {row.cells.map((cell, i) => (
              <TableCell key={i} sx={row.highlighted ? { fontWeight: 600 } : undefined}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
