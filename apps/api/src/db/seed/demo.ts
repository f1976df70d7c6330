import type { Db } from '../client'

export interface DemoAccount {
  role: string
  email: string
  how: string
}

/** Seeds the demo schools on first boot only. (Filled in by the demo-data work.) */
export async function seedDemoData(_db: Db): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  return { created: false, accounts: [] }
}
