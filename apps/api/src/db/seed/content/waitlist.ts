/** The first school's waitlist tags: why a family stands higher (or lower) in the queue. */
export const demoTags = [
  { description: 'Sibling enrolled', weight: 50 },
  { description: 'Staff child', weight: 30 },
  { description: 'Special needs support', weight: 20 },
  { description: 'Transfer within group', weight: 10 },
] as const

/**
 * Families waiting at the demo enquiry's centre, level and month; `daysAgo` is when they enquired. The one with an
 * email signs in (password as the demo parent's) and sees its place in the queue.
 */
export const demoWaitingFamilies = [
  { parent: ['Jia Hui', 'Lee'], child: ['Ethan', 'Lee'], daysAgo: 40, tag: null, email: null },
  { parent: ['Siti', 'Hassan'], child: ['Aisyah', 'Hassan'], daysAgo: 30, tag: null, email: null },
  {
    parent: ['Shu Fen', 'Goh'],
    child: ['Jun Hao', 'Goh'],
    daysAgo: 20,
    tag: null,
    email: 'waitlist@littlesteps.demo',
  },
  {
    parent: ['Lakshmi', 'Nair'],
    child: ['Rohan', 'Nair'],
    daysAgo: 10,
    tag: 'Sibling enrolled',
    email: null,
  },
  { parent: ['Kenneth', 'Wong'], child: ['Chloe', 'Wong'], daysAgo: 5, tag: 'Staff child', email: null },
] as const
