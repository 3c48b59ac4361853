import { z } from 'zod';
import { imageUrlSchema } from './image-url.ts';
import { LOCALES } from './locales.ts';
import { onOff } from './on-off.ts';

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a person may choose at sign-up; admins are made by settings or the CLI. */
export const SIGN_UP_ROLES = ['buyer', 'seller'] as const;

/** text@text without spaces, stored lower-case. */
export const emailSchema = z
  .string({ error: 'Email Address is required' })
  .trim()
  .min(1, 'Email Address is required')
  .max(254, 'Email is too long')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Email is invalid')
  .transform((e) => e.toLowerCase())
  .meta({ description: "An account's email address (compared without regard to case).", examples: ['reader@example.com'] });

/** A user as the legacy wire carries it; sellers also carry their verification status. */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().meta({ description: "The profile photo's URL; empty when there is none." }),
    role: z.enum(ROLES),
    status: z.enum(['verified', 'unverified']).optional().meta({ description: 'Sellers only: whether an admin verified them.' }),
    listingCapPerDay: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: "Sellers, in the admin's list only: the daily listing cap an admin granted; null: the store's caps." }),
  })
  .meta({
    id: 'User',
    description: 'An account, in the legacy field names.',
    examples: [
      { _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Nadia Rahman', email: 'seller@example.com', image: '', role: 'seller', status: 'verified' },
    ],
  });
export type User = z.infer<typeof userSchema>;

/** The caller's own record (GET /me): a user, whether their email is verified yet, and their bio to edit. */
export const meSchema = userSchema
  .extend({
    emailVerified: z.boolean().meta({ description: 'Booking, reporting and admin power from ADMIN_EMAILS need a verified email.' }),
    bio: z.string().meta({ description: "A few words about themselves, shown on a seller's profile; may be empty." }),
    language: z.enum(LOCALES).nullable().meta({ description: 'The language of their web app and emails: `en` or `bn` (Bangla); null until they choose one.' }),
    banglaDigits: z.boolean().meta({ description: 'In Bangla, numbers in Bangla digits (০১২); false: in 0-9.' }),
  })
  .meta({ id: 'Me', description: "The caller's own account." });
export type Me = z.infer<typeof meSchema>;

/** The language a person reads the store in (docs/languages.md). */
const languageSchema = z.enum(LOCALES, { error: 'Language must be en or bn' });

/** The name a person goes by: on their cards, their seller profile and the dashboard. */
const displayNameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters');

export const saveUserInputSchema = z
  .object({
    name: displayNameSchema,
    email: emailSchema,
    /** A profile photo: an upload of ours or an https URL; empty for none. */
    image: imageUrlSchema('Image', { optional: true }).default(''),
    role: z.enum(SIGN_UP_ROLES, { error: 'Role must be buyer or seller' }).default('buyer').meta({ description: 'Read only when the record is created.' }),
    language: languageSchema
      .optional()
      .meta({ description: 'The language the person signed up in (their web app and emails speak it); read only when the record is created.' }),
  })
  .meta({ examples: [{ name: 'Nadia Rahman', email: 'seller@example.com', image: '', role: 'seller' }] });
export type SaveUserInput = z.input<typeof saveUserInputSchema>;
export type SaveUserData = z.output<typeof saveUserInputSchema>;

/** A bio is a short blurb, not a page: it sits beside a seller's listings. */
export const BIO_MAX = 300;

/**
 * PATCH /me: the caller's own name, photo, bio and language. A field left out stays as it is; an empty image
 * removes the photo, an empty bio the bio.
 */
export const updateProfileSchema = z
  .object({
    name: displayNameSchema.meta({ description: "The name shown on one's listings and profile.", examples: ['Nadia Rahman'] }).optional(),
    image: imageUrlSchema('Photo', { optional: true })
      .meta({
        description: 'The profile photo: a URL from `POST /images` (or any https URL); empty for none.',
        examples: ['https://books.example.com/images/5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.webp'],
      })
      .optional(),
    bio: z
      .string({ error: 'Bio must be text' })
      .trim()
      .max(BIO_MAX, `Bio is at most ${BIO_MAX} characters`)
      .meta({
        description: `A few words about oneself, at most ${BIO_MAX} characters; empty for none.`,
        examples: ['I sell the novels I have read twice. Pick-up in Dhanmondi.'],
      })
      .optional(),
    language: languageSchema.meta({ description: 'The language of the web app and emails: `en` or `bn` (Bangla).' }).optional(),
    banglaDigits: onOff.meta({ description: 'In Bangla, numbers in Bangla digits (০১২); false: in 0-9.' }).optional(),
  })
  .meta({ examples: [{ name: 'Nadia Rahman', image: '', bio: 'I sell the novels I have read twice. Pick-up in Dhanmondi.' }] });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

export const emailQuerySchema = z.object({ email: emailSchema });

/** The sign-up form, with the password error under the password field. */
export const signUpFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Email is invalid'),
  password: z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
  role: z.enum(SIGN_UP_ROLES),
});

export const RETURN_PATH_MAX = 500;

/**
 * POST /me/verification-email: where the link leads once followed, a path of the store (the page the
 * person was on); the front page when left out.
 */
export const verificationEmailInputSchema = z
  .object({
    returnPath: z
      .string({ error: 'returnPath must be text' })
      .max(RETURN_PATH_MAX, `returnPath is at most ${RETURN_PATH_MAX} characters`)
      // A path of this store only: "//host" and "/\host" would lead elsewhere.
      .regex(/^\/(?![/\\])[^\\]*$/, 'returnPath must be a path of this store, starting with one /')
      .meta({ description: 'The page of the store the link leads back to once followed.', examples: ['/books/0b6f1c9e-3b7a-4f0e-9a51-6a1d2c3e4f5a'] })
      .optional(),
  })
  .optional()
  .meta({ examples: [{ returnPath: '/books/0b6f1c9e-3b7a-4f0e-9a51-6a1d2c3e4f5a' }] });

export const verificationEmailSentSchema = z
  .object({ sentTo: z.string().meta({ description: 'The address the link went to: the account’s own.' }) })
  .meta({ id: 'VerificationEmailSent' });
