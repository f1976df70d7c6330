/**
 * Each demo school's public pages (/intro, /parentinfo): an introduction, programmes and an FAQ as an HQ would
 * write them, stored as the sanitised HTML the editor saves.
 */
export interface DemoPublicPages {
  schoolId: number
  introduction: string
  documentsToPrepare: string
  programmes: { title: string; description: string }[]
  faqs: { question: string; answer: string }[]
}

const documents =
  "<ul><li>Your child's birth certificate</li><li>Your child's immunisation record</li>" +
  '<li>Both parents\u2019 NRIC or passport</li><li>Your latest payslips or income tax notice (for the subsidy)</li></ul>'

const commonFaqs = [
  {
    question: 'When can my child start?',
    answer: '<p>Children start on the 1st or the 15th of a month, once a place is free at the centre.</p>',
  },
  {
    question: 'How do I get the government subsidy?',
    answer:
      '<p>Singapore Citizen children receive the basic subsidy; working families with a lower income receive an ' +
      'additional subsidy. We apply for it with you at registration.</p>',
  },
  {
    question: 'Are meals included?',
    answer: '<p>Yes: breakfast, lunch and two snacks, cooked in the centre every day.</p>',
  },
]

export const demoPublicPages: readonly DemoPublicPages[] = [
  {
    schoolId: 1,
    introduction:
      '<p><strong>Little Steps Preschool</strong> has cared for children across Singapore since 2009. Our ' +
      'teachers follow the Nurturing Early Learners framework: children learn through play, in English and ' +
      'their Mother Tongue.</p><p>Every centre has a garden, a library corner and a kitchen of its own.</p>',
    documentsToPrepare: documents,
    programmes: [
      { title: 'Full Day', description: '7am to 7pm, Monday to Friday, with meals and an afternoon nap.' },
      { title: 'Half Day', description: 'Mornings from 7am to 1pm, with breakfast and lunch.' },
      { title: 'Infant Care', description: 'From 2 to 18 months, one educator for every five infants.' },
    ],
    faqs: commonFaqs,
  },
  {
    schoolId: 2,
    introduction:
      '<p><strong>Bright Horizons Kindergarten</strong> prepares children for Primary One with a bilingual ' +
      'programme, music and outdoor play every day.</p>',
    documentsToPrepare: documents,
    programmes: [
      { title: 'Kindergarten', description: 'K1 and K2, mornings or afternoons, in English and Mandarin.' },
      { title: 'Full Day', description: 'Kindergarten with after-school care until 7pm.' },
    ],
    faqs: [
      ...commonFaqs,
      {
        question: 'Is there a trial class?',
        answer: '<p>Yes: book a trial class after your centre visit.</p>',
      },
    ],
  },
  {
    schoolId: 3,
    introduction:
      '<p><strong>Sunflower Childcare</strong> is a neighbourhood centre where children grow at their own pace, ' +
      'close to home.</p>',
    documentsToPrepare: documents,
    programmes: [{ title: 'Full Day', description: '7am to 7pm, with meals, for children from 18 months.' }],
    faqs: commonFaqs,
  },
]
