import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { EnquiryStateGroup } from '@preschool/domain'
import type { StateMapping } from './documents'

interface State {
  ID: number
  label: string
  group: string
}

const BOX_W = 190
const BOX_H = 26
const COL_GAP = 90
const ROW_GAP = 12
const TOP = 30
/** About as many characters of 12 px text as a box holds; a longer label ends in '…' (its box's title has it all). */
const LABEL_CHARS = 28

const fit = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label)

/**
 * The state machine as a picture: one column per group (start, visit, trial, enrolment), a box per state, an arrow per
 * allowed move. Plain SVG: no graph library for a few dozen boxes. States with stranded enquiries are outlined in red.
 */
export function StateDiagram(props: {
  states: readonly State[]
  mappings: readonly StateMapping[]
  stranded: ReadonlySet<number>
  title: string
  description: string
}) {
  const theme = useTheme()
  const place = new Map<number, { x: number; y: number }>()
  EnquiryStateGroup.forEach((group, col) => {
    props.states
      .filter((s) => s.group === group)
      .forEach((s, row) =>
        place.set(s.ID, { x: col * (BOX_W + COL_GAP) + 10, y: TOP + row * (BOX_H + ROW_GAP) }),
      )
  })
  const rows = Math.max(...EnquiryStateGroup.map((g) => props.states.filter((s) => s.group === g).length))
  // The last column's loops bend right of its boxes (40 px and the arrow).
  const width = EnquiryStateGroup.length * (BOX_W + COL_GAP) - COL_GAP + 10 + 90
  const height = TOP + rows * (BOX_H + ROW_GAP) + 10
  return (
    // Focusable: a keyboard user scrolls the wide picture too.
    <Box
      tabIndex={0}
      role="region"
      aria-label={props.title}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* Scaled to the page's width (never below a legible size, then it scrolls): the last column is never cut. */}
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        style={{ minWidth: 760, display: 'block' }}
        role="img"
        aria-labelledby="state-diagram-title state-diagram-desc"
        data-testid="state-diagram"
      >
        <title id="state-diagram-title">{props.title}</title>
        <desc id="state-diagram-desc">{props.description}</desc>
        <defs>
          <marker
            id="arrow"
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={theme.palette.text.secondary} />
          </marker>
        </defs>
        {EnquiryStateGroup.map((group, col) => (
          <text key={group} x={col * (BOX_W + COL_GAP) + 10} y={18} fontSize={13} fontWeight={700}>
            {group}
          </text>
        ))}
        {props.mappings.map((m) => {
          const a = place.get(m.fromState.ID)
          const b = place.get(m.toState.ID)
          if (!a || !b) return null
          const forward = b.x >= a.x
          const x1 = forward ? a.x + BOX_W : a.x
          const x2 = forward && b.x !== a.x ? b.x : b.x + (b.x === a.x ? BOX_W : BOX_W)
          const y1 = a.y + BOX_H / 2
          const y2 = b.y + BOX_H / 2
          const bend = b.x === a.x ? 40 : 0
          const path = `M${x1},${y1} C${x1 + (forward ? 40 + bend : -40)},${y1} ${x2 + (forward && b.x !== a.x ? -40 : 40 + bend)},${y2} ${x2},${y2}`
          return (
            <path
              key={m.ID}
              d={path}
              fill="none"
              stroke={theme.palette.text.disabled}
              strokeWidth={1}
              markerEnd="url(#arrow)"
              data-testid={`state-arrow-${m.fromState.stateCode}-${m.toState.stateCode}`}
            />
          )
        })}
        {props.states.map((s) => {
          const p = place.get(s.ID)
          if (!p) return null
          const stranded = props.stranded.has(s.ID)
          return (
            <g key={s.ID} data-testid={`state-box-${s.ID}`}>
              <rect
                x={p.x}
                y={p.y}
                width={BOX_W}
                height={BOX_H}
                rx={4}
                fill={theme.palette.background.paper}
                stroke={stranded ? theme.palette.error.main : theme.palette.primary.main}
                strokeWidth={stranded ? 2 : 1}
              />
              <title>{s.label}</title>
              <text x={p.x + 8} y={p.y + 17} fontSize={12}>
                {fit(s.label)}
              </text>
            </g>
          )
        })}
      </svg>
    </Box>
  )
}
