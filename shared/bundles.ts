import { z } from 'zod';
import { idSchema, timestampSchema } from './ids.ts';
import { ORDER_STATES } from './order-states.ts';
import { newOrderSchema, orderSchema } from './orders.ts';
import { BUNDLE_DISCOUNT_MAX, BUNDLE_MAX_BOOKS } from './bundle-price.ts';

export { BUNDLE_DISCOUNT_MAX, BUNDLE_MAX_BOOKS, bundlePrice } from './bundle-price.ts';

/** POST /bundles: a buyer books several available copies of one seller in one checkout. */
export const newBundleSchema = z
  .object({
    bookIds: z
      .array(idSchema, { error: 'bookIds must be a list of book ids' })
      .min(2, 'A bundle is two books or more')
      .max(BUNDLE_MAX_BOOKS, `A bundle is at most ${BUNDLE_MAX_BOOKS} books`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each copy can be in a bundle once')
      .meta({ description: "The copies' `_id`s, all listed by one seller." }),
    buyerPhone: newOrderSchema.shape.buyerPhone,
    buyerLocation: newOrderSchema.shape.buyerLocation,
  })
  .meta({
    examples: [
      {
        bookIds: ['0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', '1c6a7b2f-4d3e-4f9a-8b8c-2d3e4f5a6b7c', '2d7b8c3a-5e4f-4a0b-9c9d-3e4f5a6b7c8d'],
        buyerPhone: '+8801800000000',
        buyerLocation: 'Chattogram',
      },
    ],
  });
export type NewBundleInput = z.input<typeof newBundleSchema>;
export type NewBundleData = z.output<typeof newBundleSchema>;

/** A seller's bundle discount: `percent` off a bundle of `minBooks` of their copies or more. */
export const bundleDiscountSchema = z
  .object({
    percent: z
      .number({ error: 'percent must be a whole number from 0 to 50' })
      .int('percent must be a whole number from 0 to 50')
      .min(0, 'percent must be a whole number from 0 to 50')
      .max(BUNDLE_DISCOUNT_MAX, 'percent must be a whole number from 0 to 50')
      .meta({ description: 'How much is taken off the bundle, in percent; 0 for no discount.' }),
    minBooks: z
      .number({ error: 'minBooks must be a whole number from 2 to 10' })
      .int('minBooks must be a whole number from 2 to 10')
      .min(2, 'minBooks must be a whole number from 2 to 10')
      .max(BUNDLE_MAX_BOOKS, 'minBooks must be a whole number from 2 to 10')
      .meta({ description: 'From how many copies in one bundle the discount applies.' }),
  })
  .meta({ id: 'BundleDiscount', examples: [{ percent: 10, minBooks: 3 }] });
export type BundleDiscount = z.infer<typeof bundleDiscountSchema>;

/** One checkout over several copies of one seller, each with its own order. */
export const bundleSchema = z
  .object({
    _id: z.string().meta({ description: "The bundle's id (a UUID); each of its orders carries it as `bundleId`." }),
    state: z.enum(ORDER_STATES).meta({ description: 'Where the bundle is in its life: its orders move together, so they share it.' }),
    listedMinor: z.number().int().min(1).meta({ description: "The copies' listed prices added up when booked, in minor units." }),
    priceMinor: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'What the buyer pays for them together, in minor units: split over the orders as their `priceMinor`.' }),
    discountPercent: z.number().int().min(0).meta({ description: "The seller's bundle discount applied, in percent; 0 for none." }),
    currency: z.string().meta({ description: 'The ISO 4217 code of the store currency.' }),
    rating: z.number().int().min(1).max(5).nullable().meta({ description: 'The stars the buyer gave the seller for the bundle (one review), or null.' }),
    expiresAt: timestampSchema.meta({ description: 'When an unpaid bundle lets go of its copies, all at once.' }),
    createdAt: timestampSchema,
    orders: z.array(orderSchema).meta({ description: 'Its orders, one per copy, each as `GET /buyer-orders` shows it.' }),
  })
  .meta({ id: 'Bundle', description: 'Several copies of one seller bought in one checkout: one payment, one handover, one review.' });
export type Bundle = z.infer<typeof bundleSchema>;
