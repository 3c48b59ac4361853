import type { StoreConfig } from '../../shared/store-config.ts';
import type { Config } from '../config.ts';

/** Only public values: the Firebase web config is public by design; no server secret goes here. */
export function storeConfig(config: Config): StoreConfig {
  return {
    currency: config.STORE_CURRENCY,
    firebase: {
      apiKey: config.FIREBASE_WEB_API_KEY ?? 'demo-api-key',
      authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.firebaseProjectId}.firebaseapp.com`,
      projectId: config.firebaseProjectId,
      // The emulator is reached through the store's own origin (http/auth-emulator-proxy.ts).
      emulatorUrl: config.useAuthEmulator ? '/' : null,
    },
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    // The browser checks a photo against it before uploading it (client/lib/image-file.ts).
    imageMaxBytes: config.IMAGE_MAX_BYTES,
  };
}
