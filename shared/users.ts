import { z } from 'zod';
import { imageUrlSchema } from './image-url.ts';

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a person may choose at sign-up; admins are made by settings or the CLI. */
export const SIGN_UP_ROLES = ['buyer', 'seller'] as const;

/** text@text without spaces (SPEC section 5), stored lower-case. */
export const emailSchema = z
  .string({ message: 'Email Address is required' })
  .trim()
  .min(1, 'Email Address is required')
  .max(254, 'Email is too long')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Email is invalid')
  .transform((e) => e.toLowerCase())
  .meta({ description: 'An account\'s email address (compared without regard to case).', example: 'reader@example.com' });

/** A user as the legacy wire carries it; sellers also carry their verification status. */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().meta({ description: 'The profile photo\'s URL; empty when there is none.' }),
    role: z.enum(ROLES),
    status: z.enum(['verified', 'unverified']).optional().meta({ description: 'Sellers only: whether an admin verified them.' }),
  })
  .meta({
    id: 'User',
    description: 'An account, in the legacy field names.',
    example: { _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Nadia Rahman', email: 'seller@example.com', image: '', role: 'seller', status: 'verified' },
  });
export type User = z.infer<typeof userSchema>;

/** The caller's own record (GET /me): a user, and whether their email is verified yet. */
export const meSchema = userSchema
  .extend({ emailVerified: z.boolean().meta({ description: 'Booking, reporting and admin power from ADMIN_EMAILS need a verified email.' }) })
  .meta({ id: 'Me', description: 'The caller\'s own account.' });
export type Me = z.infer<typeof meSchema>;

export const saveUserInputSchema = z
  .object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  email: emailSchema,
  /** A profile photo: an upload of ours or an https URL; empty for none. */
  image: imageUrlSchema('Image', { optional: true }).default(''),
  role: z.enum(SIGN_UP_ROLES, { message: 'Role must be buyer or seller' }).default('buyer').meta({ description: 'Read only when the record is created.' }),
  })
  .meta({ examples: [{ name: 'Nadia Rahman', email: 'seller@example.com', image: '', role: 'seller' }] });
export type SaveUserInput = z.input<typeof saveUserInputSchema>;
export type SaveUserData = z.output<typeof saveUserInputSchema>;

export const emailQuerySchema = z.object({ email: emailSchema });

/** The legacy create answer; insertedId is null when the record already existed and was updated. */
export const insertResultSchema = z
  .object({ acknowledged: z.literal(true), insertedId: z.string().nullable().meta({ description: 'The new record\'s `_id`.' }) })
  .meta({ description: 'The legacy answer to a create.', example: { acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' } });

/** The sign-up form (SPEC section 5), with the password error under the password field. */
export const signUpFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email Address is required').regex(/^[^\s@]+@[^\s@]+$/, 'Email is invalid'),
  password: z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
  role: z.enum(SIGN_UP_ROLES),
});
