import { CodeCategory } from '@preschool/domain'

/** [label, description]: the label is the short value forms store, the description says it in full. */
type CodeList = readonly (readonly [label: string, description: string])[]

/** The option lists of every form, in display order; the Record type makes a missing category a compile error. */
export const demoCodes: Record<CodeCategory, CodeList> = {
  Nationality: [
    ['Singapore Citizen', 'Singapore Citizen'],
    ['Singapore PR', 'Singapore Permanent Resident'],
    ['Malaysian', 'Citizen of Malaysia'],
    ['Chinese', "Citizen of the People's Republic of China"],
    ['Indian', 'Citizen of India'],
    ['Filipino', 'Citizen of the Philippines'],
    ['Indonesian', 'Citizen of Indonesia'],
    ['Vietnamese', 'Citizen of Vietnam'],
    ['Myanmar', 'Citizen of Myanmar'],
    ['Others', 'Citizen of another country'],
  ],
  Race: [
    ['Chinese', 'Chinese'],
    ['Malay', 'Malay'],
    ['Indian', 'Indian'],
    ['Eurasian', 'Eurasian'],
    ['Others', 'Another race'],
  ],
  // The bands of ECDA's child care subsidy tiers: gross monthly household income.
  Household_Income_Range: [
    ['Below $3,000', 'Gross monthly household income of $3,000 or less'],
    ['$3,001 - $4,500', 'Gross monthly household income from $3,001 to $4,500'],
    ['$4,501 - $6,000', 'Gross monthly household income from $4,501 to $6,000'],
    ['$6,001 - $7,500', 'Gross monthly household income from $6,001 to $7,500'],
    ['$7,501 - $9,000', 'Gross monthly household income from $7,501 to $9,000'],
    ['$9,001 - $12,000', 'Gross monthly household income from $9,001 to $12,000'],
    ['Above $12,000', 'Gross monthly household income above $12,000'],
  ],
  Highest_Qualification: [
    ['Primary', 'Primary school (PSLE) or below'],
    ['Secondary', 'Secondary school (GCE N or O Level)'],
    ['ITE', 'Nitec or Higher Nitec (ITE)'],
    ['A Level', 'GCE A Level or International Baccalaureate'],
    ['Diploma', 'Polytechnic or private diploma'],
    ['Degree', "Bachelor's degree"],
    ['Postgraduate', "Master's degree or doctorate"],
    ['Others', 'Another qualification'],
  ],
  Marital_Status: [
    ['Single', 'Single, never married'],
    ['Married', 'Married'],
    ['Separated', 'Married but separated'],
    ['Divorced', 'Divorced'],
    ['Widowed', 'Widowed'],
  ],
  Working_Status: [
    ['Salaried employee', 'Working as a salaried employee'],
    ['Self-employed', 'Working for oneself'],
    ['Salaried and self-employed', 'Working as a salaried employee and for oneself'],
    ['Not working', 'Not working at present'],
    ['Student', 'Studying full time'],
  ],
  Relation_Child: [
    ['Mother', 'Mother of the child'],
    ['Father', 'Father of the child'],
    ['Grandparent', 'Grandmother or grandfather of the child'],
    ['Legal Guardian', 'Appointed legal guardian of the child'],
    ['Others', 'Another relationship to the child'],
  ],
  // The enquiry form asks whether the parent works for one of the operator's partner workplaces.
  workplace_staff: [
    ['Yes', 'Yes, I am staff of a partner workplace'],
    ['No', 'No, I am not staff of a partner workplace'],
  ],
  Occupation: [
    ['Administration', 'Administration and office support'],
    ['Education', 'Education and training'],
    ['Engineering', 'Engineering and manufacturing'],
    ['Finance', 'Banking, finance and insurance'],
    ['Healthcare', 'Healthcare and social services'],
    ['Hospitality', 'Hospitality, food and beverage'],
    ['Information Technology', 'Information and communications technology'],
    ['Legal', 'Legal services'],
    ['Public Service', 'Civil service and statutory boards'],
    ['Retail', 'Retail and sales'],
    ['Transport', 'Transport and logistics'],
    ['Homemaker', 'Homemaker'],
    ['Others', 'Another occupation'],
  ],
  // Following the major groups of the Singapore Standard Occupational Classification.
  Occupation_Title: [
    ['Manager', 'Legislator, senior official or manager'],
    ['Professional', 'Professional'],
    ['Associate Professional', 'Associate professional or technician'],
    ['Clerical', 'Clerical support worker'],
    ['Service and Sales', 'Service or sales worker'],
    ['Craftsman', 'Craftsman or related trades worker'],
    ['Operator', 'Plant or machine operator, or assembler'],
    ['Cleaner or Labourer', 'Cleaner, labourer or related worker'],
    ['Others', 'Another occupational title'],
  ],
  Medical_Condition: [
    ['Asthma', 'Asthma'],
    ['Eczema', 'Eczema (atopic dermatitis)'],
    ['G6PD', 'G6PD deficiency'],
    ['Food allergy', 'Allergy to a food, such as nuts, eggs, milk or seafood'],
    ['Drug allergy', 'Allergy to a medicine'],
    ['Epilepsy', 'Epilepsy or a history of fits'],
    ['Heart condition', 'A congenital or other heart condition'],
    ['Thalassaemia', 'Thalassaemia'],
    ['Others', 'Another medical condition'],
  ],
  non_working_reason: [
    ['Caring for children', 'Caring for young children at home'],
    ['Caring for family', 'Caring for an elderly, sick or disabled family member'],
    ['Looking for work', 'Actively looking for work'],
    ['Studying', 'Studying full time'],
    ['Health', 'Unable to work for health reasons'],
    ['Retired', 'Retired'],
    ['Others', 'Another reason'],
  ],
  separation_reason: [
    ['Divorce', 'The parents are divorced'],
    ['Separation', 'The parents are separated'],
    ['Death', 'A parent has passed away'],
    ['Working overseas', 'A parent works overseas'],
    ['Incarceration', 'A parent is in prison or a drug rehabilitation centre'],
    ['Others', 'Another reason'],
  ],
  self_referred: [
    ['Yes', 'The family approached the centre for help on its own'],
    ['No', 'An agency referred the family to the centre'],
  ],
  type_of_grant: [
    ['Basic Subsidy', 'Basic child care or infant care subsidy'],
    ['Additional Subsidy', 'Means-tested additional subsidy'],
    ['KiFAS', 'Kindergarten Fee Assistance Scheme'],
    ['Start-Up Grant', 'Start-up grant for deposit, registration and uniforms'],
    ['ComCare', 'ComCare financial assistance'],
    ['Others', 'Another grant'],
  ],
  referred_by_agency: [
    ['FSC', 'Family Service Centre'],
    ['SSO', 'Social Service Office'],
    ['Hospital MSW', 'Medical social worker of a hospital'],
    ['VWO', 'Voluntary welfare organisation'],
    ['School', 'A school or another preschool'],
    ['Others', 'Another agency'],
  ],
  non_parent_relationship: [
    ['Grandparent', 'Grandmother or grandfather'],
    ['Aunt or Uncle', 'Aunt or uncle'],
    ['Sibling', 'Adult brother or sister'],
    ['Foster Parent', 'Foster parent'],
    ['Legal Guardian', 'Appointed legal guardian'],
    ['Others', 'Another relationship'],
  ],
  // Why a family is put on the blacklist (spec 001, Blacklist: code with label and description).
  blacklist_reason: [
    ['Unpaid Fees', 'Fees left unpaid after the final reminder'],
    ['Misconduct', 'Abusive or threatening behaviour towards staff or other families'],
    ['False Information', 'False or forged information or documents in an application'],
    ['Safety Concern', 'A concern for the safety of children or staff'],
    ['Repeated No-Show', 'Repeatedly booked visits or places and did not come'],
    ['Others', 'Another reason, given in the remark'],
  ],
  // Why staff move a bank account to a status (modules/giro, spec 002 section 4): one list per target status.
  bank_account_approved_reason: [
    ['Bank Approved', 'The bank approved the direct debit authorisation'],
    ['Verified By Centre', 'The centre checked the paper form against the bank account'],
  ],
  bank_account_rejected_reason: [
    ['Account Details Mismatch', 'The account number or holder name does not match the bank record'],
    ['Signature Mismatch', 'The signature differs from the bank specimen'],
    ['Account Closed', 'The bank account is closed'],
    ['Others', 'Another reason, given in the remarks'],
  ],
  bank_account_terminated_reason: [
    ['Parent Request', 'The parent asked to stop the direct debit'],
    ['Account Closed', 'The bank account was closed'],
    ['Child Withdrawn', 'The child left the school'],
    ['Others', 'Another reason, given in the remarks'],
  ],
  withdrawal_parent_reason: [
    ['Relocation', 'The family is moving away'],
    ['Primary School', 'The child is starting primary school'],
    ['Fees', 'The fees are too high for the family'],
    ['Another Preschool', 'The child is moving to another preschool'],
    ['Others', 'Another reason, given in the remarks'],
  ],
  withdrawal_reason: [
    ['Relocation', 'Family relocation'],
    ['Primary School', 'Progression to primary school'],
    ['Financial', 'Financial reasons'],
    ['Transfer Out', 'Moved to another operator'],
    ['Others', 'Another reason, given in the remarks'],
  ],
  transfer_reason: [
    ['Relocation', 'The family is moving nearer another centre'],
    ['Work', "A parent's workplace is nearer another centre"],
    ['Programme', 'Another centre offers the programme the family wants'],
    ['Others', 'Another reason, given in the remarks'],
  ],
}

/** A school's rows of every demo list, in display order (the demo seed, and tests that need the option lists). */
export const demoCodeRows = (fkSchool: number) =>
  CodeCategory.flatMap((category) =>
    demoCodes[category].map(([label, description], index) => ({
      fkSchool,
      category,
      label,
      description,
      sortOrder: index + 1,
    })),
  )
