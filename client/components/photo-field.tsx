import { useEffect, useState } from 'react';
import { dashboard } from '../i18n/dashboard.ts';
import { useMessages } from '../i18n/namespace.ts';
import { IMAGE_ACCEPT } from '../lib/image-file.ts';
import { FormField } from './form-field.tsx';

/**
 * A photo (a listing's, a profile's): a file input with a preview of the chosen picture (uploaded on
 * submit). Its form checks the file with `imageFileProblem` (lib/image-file.ts) before uploading.
 */
export function PhotoField({ error }: { error?: string | undefined }) {
  const [preview, setPreview] = useState<string | null>(null);
  const t = useMessages(dashboard);

  // Each preview holds the file in memory until its URL is revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="grow">
        <FormField label={t('photo')} error={error}>
          {(control) => (
            <input
              {...control}
              name="photo"
              type="file"
              accept={IMAGE_ACCEPT}
              className="file-input w-full"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
            />
          )}
        </FormField>
      </div>
      {preview && <img src={preview} alt={t('photoPreview')} width={96} height={128} className="bg-base-200 rounded-box h-32 w-24 object-cover" />}
    </div>
  );
}
