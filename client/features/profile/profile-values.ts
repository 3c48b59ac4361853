import { updateProfileSchema, type UpdateProfileInput } from '../../../shared/users.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';
import type { FormReading } from '../../lib/use-checked-form.ts';

const FIELDS = ['name', 'bio', 'photo'] as const;
export type ProfileErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** The profile as typed, and a new photo to upload first when one was chosen. */
export type ProfileValues = { profile: Pick<UpdateProfileInput, 'name' | 'bio'>; photo: File | null };

// The photo's URL exists only after the upload; the file is checked by the server when it arrives.
const formSchema = updateProfileSchema.pick({ name: true, bio: true });

/** Checks the profile form with the rules PATCH /me applies, one message per field. */
export function readProfileForm(form: FormData): FormReading<ProfileValues, ProfileErrors> {
  const profile = { name: formText(form, 'name'), bio: formText(form, 'bio') };
  const parsed = formSchema.safeParse(profile);
  const photo = form.get('photo');
  const chosen = photo instanceof File && photo.size > 0 ? photo : null;
  if (!parsed.success) return { errors: fieldErrors(parsed.error.issues, FIELDS) };
  if (chosen && !chosen.type.startsWith('image/')) return { errors: { photo: 'Photo must be an image: a JPEG, PNG, WebP or GIF' } };
  return { values: { profile: parsed.data, photo: chosen } };
}
