import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS } from '../../../shared/books.ts';
import { FormField } from '../../components/form-field.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { IMAGE_ACCEPT } from '../../lib/image-file.ts';
import { chosenPhotos, photoSource, type PhotoItem } from './photo-items.ts';

type PhotosFieldProps = { photos: PhotoItem[]; onChange: (photos: PhotoItem[]) => void; error: string | undefined };

/** The previews made here live as long as their photo is in the list. */
function useRevokedPreviews(photos: PhotoItem[]) {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const kept = new Set(photos.flatMap((p) => ('preview' in p ? [p.preview] : [])));
    for (const url of previews.current) if (!kept.has(url)) URL.revokeObjectURL(url);
    previews.current = kept;
  }, [photos]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
}

/**
 * A listing's photos, up to six: chosen several at a time, shown in order with the first marked as
 * the cover, reordered by dragging (pointer, touch after a short press, or the keyboard) or with
 * the buttons under each, and removed one by one. Files are uploaded when the listing is saved.
 */
export function PhotosField({ photos, onChange, error }: PhotosFieldProps) {
  const [leftOut, setLeftOut] = useState(0);
  const t = useMessages(selling);
  const max = formatNumber(MAX_PHOTOS);
  useRevokedPreviews(photos);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(photos, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const [from, to] = [photos.findIndex((p) => p.key === active.id), photos.findIndex((p) => p.key === over?.id)];
    if (from !== -1 && to !== -1 && from !== to) move(from, to);
  };
  const room = MAX_PHOTOS - photos.length;

  return (
    <FormField label={t('photos.label', { max })} error={error}>
      {(control) => (
        <div className="space-y-3">
          <p className="text-base-content/75 text-sm">{t('photos.hint')}</p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={photos.map((p) => p.key)} strategy={rectSortingStrategy}>
              <ol aria-label={t('photos.inOrder')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((photo, index) => (
                  <PhotoTile
                    key={photo.key}
                    photo={photo}
                    index={index}
                    count={photos.length}
                    onMove={(to) => move(index, to)}
                    onRemove={() => onChange(photos.filter((p) => p.key !== photo.key))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          <input
            {...control}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={room === 0}
            className="file-input w-full"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              setLeftOut(Math.max(0, files.length - room));
              onChange([...photos, ...chosenPhotos(files, room)]);
            }}
          />
          <p role="status" className="text-base-content/75 text-sm">
            {leftOut > 0 ? t('photos.leftOut', { max, count: leftOut }) : ''}
          </p>
        </div>
      )}
    </FormField>
  );
}

type PhotoTileProps = { photo: PhotoItem; index: number; count: number; onMove: (to: number) => void; onRemove: () => void };

function PhotoTile({ photo, index, count, onMove, onRemove }: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.key });
  const t = useMessages(selling);
  const number = formatNumber(index + 1);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`card border-base-300 bg-base-100 border p-2 ${isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      <div
        {...attributes}
        {...listeners}
        aria-label={t(index === 0 ? 'photos.dragCover' : 'photos.drag', { number })}
        className="relative cursor-grab touch-manipulation"
      >
        <img src={photoSource(photo)} alt="" width={160} height={213} className="bg-base-200 rounded-box aspect-[3/4] w-full object-cover" />
        {index === 0 && <span className="badge badge-primary absolute top-2 left-2">{t('photos.cover')}</span>}
      </div>
      <div className="mt-2 flex justify-between gap-1">
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-label={t('photos.moveEarlier', { number })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ←
        </button>
        <button type="button" className="btn btn-ghost btn-xs text-error" aria-label={t('photos.removeOne', { number })} onClick={onRemove}>
          {t('photos.remove')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-label={t('photos.moveLater', { number })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          →
        </button>
      </div>
    </li>
  );
}
