import { ConfigError, loadConfig } from './config.ts';

/**
 * For configuration tests only: a production environment with every variable production requires, set
 * to harmless values. A test leaves out or changes one part and sees only that part's problems, so the
 * list of what production needs is written once (here) and a new requirement is added in one place.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_ENV: 'production',
  APP_URL: 'https://plume.example',
  DATABASE_URL: 'postgres://u:p@127.0.0.1/plume',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  // The operator's word that the offline model is meant (production refuses it silently otherwise).
  AI_MODEL: 'offline',
  // Receipts name the seller.
  SELLER_NAME: 'Plume Labs Ltd',
  SELLER_ADDRESS: '1 High Street, London N1 1AA',
};

/** PRODUCTION_ENV without the named variables. */
export const productionWithout = (...names: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name)));

/** The ConfigError loadConfig throws for env; throws itself when the configuration is accepted. */
export function configErrorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
