import { updateProfileSchema, type UpdateProfileInput } from '../../../shared/users.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';
import { imageFileProblem } from '../../lib/image-file.ts';
import type { FormReading } from '../../lib/use-checked-form.ts';

const FIELDS = ['name', 'bio', 'photo'] as const;
export type ProfileErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** The profile as typed, and a new photo to upload first when one was chosen. */
export type ProfileValues = { profile: Pick<UpdateProfileInput, 'name' | 'bio'>; photo: File | null };

// The photo's URL exists only after the upload: the file itself is checked here, as the add-book photo is.
const formSchema = updateProfileSchema.pick({ name: true, bio: true });

/**
 * Checks the profile form with the rules PATCH /me applies, one message per field. A new photo
 * (optional) is checked against the store's types and limit (`imageMaxBytes`) before it is uploaded.
 */
export function readProfileForm(form: FormData, imageMaxBytes: number): FormReading<ProfileValues, ProfileErrors> {
  const profile = { name: formText(form, 'name'), bio: formText(form, 'bio') };
  const parsed = formSchema.safeParse(profile);
  const photo = form.get('photo');
  const chosen = photo instanceof File && photo.size > 0 ? photo : null;
  const errors: ProfileErrors = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
  if (chosen) errors.photo = imageFileProblem(chosen, imageMaxBytes, { kind: 'photo' }) ?? undefined;
  if (!parsed.success || errors.photo) return { errors };
  return { values: { profile: parsed.data, photo: chosen } };
}
