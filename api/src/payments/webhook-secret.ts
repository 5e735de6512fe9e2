import type { AppConfig, PaymentsConfig } from '../config';
import { ensureSecretFile } from '@commons/server-kernel/operator/secret-file';

/**
 * The payments configuration with the sandbox's signing secret filled in: `PAYMENT_WEBHOOK_SECRET`,
 * else a random one kept in `$DATA_DIR/payment-webhook-secret` like the operator token.
 */
export async function withSandboxSecret(config: Pick<AppConfig, 'payments' | 'dataDir'>): Promise<PaymentsConfig> {
  const { payments } = config;
  if (payments.provider !== 'sandbox' || payments.webhookSecret) return payments;
  return { ...payments, webhookSecret: await ensureSecretFile(config.dataDir, 'payment-webhook-secret') };
}
