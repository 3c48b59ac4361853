import { z } from 'zod';

/** Public runtime settings the web client reads at start (GET /api/config), so one build serves every environment. */
export const storeConfigSchema = z
  .object({
    currency: z.string(),
    firebase: z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** Set in emulator mode: where the Auth emulator answers, relative to the page (`/`: the store's own origin). */
      emulatorUrl: z.string().nullable(),
    }),
    stripePublishableKey: z.string().nullable().meta({ description: 'Set when the store takes cards through Stripe; null with the test provider.' }),
    imageMaxBytes: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The largest picture `POST /images` takes, in bytes (IMAGE_MAX_BYTES); larger ones are refused with 413.' }),
  })
  .meta({ id: 'StoreConfig', description: "The store's public settings." });
export type StoreConfig = z.infer<typeof storeConfigSchema>;
