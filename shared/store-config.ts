import { z } from 'zod';

/** Public runtime settings the web client reads at start (GET /api/config), so one build serves every environment. */
export const storeConfigSchema = z.object({
  currency: z.string(),
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** Set in emulator mode: the Auth emulator's URL for `connectAuthEmulator`. */
    emulatorUrl: z.string().nullable(),
  }),
  stripePublishableKey: z.string().nullable(),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;
