import Box from '@mui/material/Box'
import type { InjurySide } from '@preschool/domain'
import type { MouseEvent } from 'react'

export interface DiagramPoint {
  top: number
  left: number
}

interface Props {
  side: InjurySide
  points: readonly DiagramPoint[]
  label: string
  /** Given when the diagram takes a tap: the point in percent of the outline from its top and left edges. */
  onPick?: (point: DiagramPoint) => void
  testId: string
}

// A child's outline on a 100 x 200 canvas: the tap's percentages map onto it whatever size it is drawn at.
const OUTLINE = [
  'M50 6 a14 14 0 1 1 -0.1 0 Z',
  'M36 38 h28 q8 0 10 8 l12 46 q2 6 -4 7 q-5 1 -7 -5 l-9 -34 v38 l2 46 v44 q0 6 -6 6 q-6 0 -7 -6 l-4 -60 h-2',
  'l-4 60 q-1 6 -7 6 q-6 0 -6 -6 v-44 l2 -46 v-38 l-9 34 q-2 6 -7 5 q-6 -1 -4 -7 l12 -46 q2 -8 10 -8 Z',
].join(' ')

/** The body diagram of spec 002's injuries: a front or back outline, with a dot per injury and, to record, a tap. */
export function BodyDiagram({ side, points, label, onPick, testId }: Props) {
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return
    const box = event.currentTarget.getBoundingClientRect()
    const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 10) / 10))
    onPick({
      top: clamp(((event.clientY - box.top) / box.height) * 100),
      left: clamp(((event.clientX - box.left) / box.width) * 100),
    })
  }
  return (
    <Box sx={{ width: 160, maxWidth: '100%', mx: 'auto', alignSelf: 'center', flexShrink: 0 }}>
      <svg
        viewBox="0 0 100 200"
        role={onPick ? 'button' : 'img'}
        aria-label={label}
        onClick={pick}
        data-testid={testId}
        data-side={side}
        style={{ width: '100%', display: 'block', cursor: onPick ? 'crosshair' : 'default' }}
      >
        <path d={OUTLINE} fill="#f3ede4" stroke="#6d5d4b" strokeWidth={1.2} />
        {side === 'front' ? (
          <g stroke="#6d5d4b" strokeWidth={0.8} fill="none">
            <circle cx={45} cy={18} r={1.2} />
            <circle cx={55} cy={18} r={1.2} />
            <path d="M45 25 q5 4 10 0" />
          </g>
        ) : (
          <path d="M50 40 v56" stroke="#6d5d4b" strokeWidth={0.8} strokeDasharray="2 2" />
        )}
        {points.map((p, i) => (
          <circle
            key={i}
            cx={p.left}
            cy={p.top * 2}
            r={3.5}
            fill="#d32f2f"
            stroke="#fff"
            strokeWidth={1}
            data-testid={`${testId}-point`}
          />
        ))}
      </svg>
    </Box>
  )
}
