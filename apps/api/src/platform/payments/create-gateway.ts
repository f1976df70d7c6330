import type { Config } from '../../config'
import type { CardGateway } from './gateway'
import { createMpgsGateway } from './mpgs-gateway'
import { createSandboxGateway } from './sandbox-gateway'

export function createCardGateway(config: Pick<Config, 'payment'>): CardGateway {
  const payment = config.payment
  return payment.kind === 'mpgs' ? createMpgsGateway(payment) : createSandboxGateway(payment.webhookSecret)
}
