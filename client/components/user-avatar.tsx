import { useState } from 'react';

/** Up to two letters for a person without a photo: "Sam Seller" -> "SS", "nadia@example.com" -> "N". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

type UserAvatarProps = { name: string; photo: string | null | undefined; size?: 'sm' | 'md' };

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm' } as const;

/**
 * A person's profile photo in a circle, or their initials on the brand colour when they have none
 * (or it fails to load). Decorative: their name is always written beside it or names its button.
 */
export function UserAvatar({ name, photo, size = 'md' }: UserAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (photo && broken !== photo) {
    return <img src={photo} alt="" className={`${box} bg-base-200 object-cover`} onError={() => setBroken(photo)} />;
  }
  return (
    <span aria-hidden="true" className={`${box} bg-primary text-primary-content grid place-items-center font-semibold`}>
      {initialsOf(name)}
    </span>
  );
}
