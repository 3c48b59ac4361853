import { Link } from 'react-router';
import { formatMonthYear } from '../../lib/format-date.ts';
import type { BundleDiscount } from '../../../shared/bundles.ts';
import type { SellerRating as Rating } from '../../../shared/rating.ts';
import { sellerPath } from '../books/book-paths.ts';
import { SellerRating } from '../books/seller-rating.tsx';
import { VerifiedBadge } from '../books/verified-badge.tsx';
import { bookPage } from '../../i18n/book-page.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { formatNumber } from '../../i18n/format.ts';

type SellerCardProps = {
  id: string;
  name: string;
  verified: boolean;
  /** What buyers made of them; null before their first review. */
  rating: Rating | null;
  /** What only the profile knows; absent while it loads (the book already names the seller). */
  profile?: { image: string; memberSince: string; soldCount: number; bio: string; bundleDiscount: BundleDiscount | null } | undefined;
  /** The seller's own page names them in its h1; a book's page in an h2 of its seller section. */
  heading: 'h1' | 'h2';
  /** A book's page links to the profile; the profile itself does not. */
  linkToProfile?: boolean;
  /** The bio on the profile; a book's page has the book's own description to read. */
  showBio?: boolean;
};

/** Who sells a copy: photo (or initial), name, verified badge, rating, member since, how many they sold. */
export function SellerCard({ id, name, verified, rating, profile, heading: Heading, linkToProfile = false, showBio = false }: SellerCardProps) {
  const large = Heading === 'h1';
  const t = useMessages(bookPage);
  return (
    <div className="flex items-start gap-4">
      <div className={`avatar ${profile?.image ? '' : 'avatar-placeholder'}`}>
        <div className={`bg-secondary text-secondary-content rounded-full ${large ? 'w-24' : 'w-14'}`}>
          {profile?.image ? (
            <img src={profile.image} alt="" width={96} height={96} />
          ) : (
            <span className={large ? 'text-3xl' : 'text-xl'} aria-hidden="true">
              {name.trim().charAt(0).toUpperCase()}
            </span>
          )}
        </div>
      </div>
      <div className="min-w-0">
        <Heading className={`flex flex-wrap items-center gap-2 font-serif font-bold ${large ? 'text-3xl sm:text-4xl' : 'text-xl'}`}>
          {name}
          {verified && <VerifiedBadge />}
        </Heading>
        <SellerRating rating={rating} />
        {profile && (
          <p className="text-base-content/75 mt-1 text-sm">
            {t('memberSince', {
              since: formatMonthYear(profile.memberSince),
              sold: profile.soldCount === 0 ? t('noneSold') : t('soldCount', { count: profile.soldCount }),
            })}
          </p>
        )}
        {profile?.bundleDiscount && (
          <p className="text-secondary mt-2 text-sm font-semibold">
            {t('bundleDiscount', { percent: formatNumber(profile.bundleDiscount.percent), minBooks: formatNumber(profile.bundleDiscount.minBooks) })}
          </p>
        )}
        {showBio && profile?.bio && <p className="mt-3 max-w-2xl whitespace-pre-line">{profile.bio}</p>}
        {linkToProfile && (
          <Link to={sellerPath(id)} className="link link-secondary mt-2 inline-block text-sm font-semibold">
            {t('seeProfile', { name })}
          </Link>
        )}
      </div>
    </div>
  );
}
