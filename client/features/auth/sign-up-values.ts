import { signUpFormSchema, type SIGN_UP_ROLES } from '../../../shared/users.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { imageFileProblem } from '../../lib/image-file.ts';
import { auth } from '../../i18n/auth.ts';

export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
export type SignUpValues = { name: string; email: string; password: string; role: SignUpRole; image: File };

const FIELDS = ['name', 'email', 'password', 'image', 'role'] as const;
export type SignUpField = (typeof FIELDS)[number];
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/**
 * Checks the form with the shared rules (shared/users.ts): one message per field, shown under it. The
 * image is checked against the store's limit (`imageMaxBytes`) before the account is even made.
 */
export function readSignUpForm(form: FormData, imageMaxBytes: number): { values: SignUpValues } | { errors: SignUpErrors } {
  const parsed = signUpFormSchema.safeParse({
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    password: form.get('password') ?? '',
    role: form.get('role') ?? '',
  });
  const errors: SignUpErrors = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
  const image = form.get('image');
  if (!(image instanceof File) || image.size === 0) errors.image = auth.t('imageRequired');
  else errors.image = imageFileProblem(image, imageMaxBytes, { kind: 'profile' }) ?? undefined;
  if (!parsed.success || !(image instanceof File) || errors.image) return { errors };
  return { values: { ...parsed.data, image } };
}
