// paynowqr ships no types: the constructor options and output() it documents (README of 1.1.2).
declare module 'paynowqr' {
  interface PaynowQROptions {
    uen: string
    amount?: number
    refNumber?: string
    editable?: boolean
    expiry?: string
    company?: string
  }
  export default class PaynowQR {
    constructor(options: PaynowQROptions)
    output(): string
  }
}
