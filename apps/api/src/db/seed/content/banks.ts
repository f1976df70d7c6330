/**
 * Singapore's banks for GIRO mandates: [bank code (4 digits, the clearing code), name, SWIFT BIC, display order].
 * The migration that made bank_bic_codes inserts exactly these rows (a test compares them); a bank added later
 * comes with a migration of its own. POSB accounts are DBS's and use its code.
 */
export const SINGAPORE_BANKS: readonly (readonly [string, string, string, number])[] = [
  ['7171', 'DBS Bank / POSB', 'DBSSSGSG', 1],
  ['7339', 'OCBC Bank', 'OCBCSGSG', 2],
  ['7375', 'United Overseas Bank (UOB)', 'UOVBSGSG', 3],
  ['9496', 'Standard Chartered Bank (Singapore)', 'SCBLSG22', 4],
  ['9548', 'HSBC Bank (Singapore)', 'HSBCSGS2', 5],
  ['9465', 'Citibank Singapore', 'CITISGSL', 6],
  ['9636', 'Maybank Singapore', 'MBBESGS2', 7],
  ['7986', 'CIMB Bank', 'CIBBSGSG', 8],
  ['7144', 'Bank of China', 'BKCHSGSG', 9],
  ['8712', 'Industrial and Commercial Bank of China (ICBC)', 'ICBKSGSG', 10],
  ['7366', 'RHB Bank', 'RHBBSGSG', 11],
  ['7472', 'Sumitomo Mitsui Banking Corporation', 'SMBCSGSG', 12],
  ['7287', 'HL Bank', 'HLBBSGSG', 13],
  ['7199', 'Far Eastern Bank', 'FAEASGSG', 14],
  ['7463', 'Deutsche Bank', 'DEUTSGSG', 15],
  ['7418', 'BNP Paribas', 'BNPASGSG', 16],
]
