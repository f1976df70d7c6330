import { levelsModule } from '../modules/levels'
import { systemModule } from '../modules/system'
import type { ApiModule } from './module'

/** Every module of the API. A new module adds its line here (see docs/adding-a-module.md). */
export const modules: ApiModule[] = [systemModule, levelsModule]
