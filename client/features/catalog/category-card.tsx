import { useId } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../shared/catalog.ts';
import { ArrowRightIcon } from '../../components/page-icons.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { catalog } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { useCategoryName } from '../../i18n/use-category-name.ts';

type CategoryCardProps = {
  category: Category;
  heading: 'h2' | 'h3';
};

export function CategoryCard({ category, heading: Heading }: CategoryCardProps) {
  const titleId = useId();
  const href = `/category/${category.categoryId}`;
  const t = useMessages(catalog);
  const name = useCategoryName()(category);
  return (
    <article className="card border-base-300 bg-base-100 border shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="card-body gap-4">
        <div className="flex items-center gap-4">
          <CategoryBadge name={name} categoryId={category.categoryId} />
          <Heading id={titleId} className="card-title font-serif text-lg leading-snug">
            <Link to={href} className="link-hover">
              {name}
            </Link>
          </Heading>
        </div>
        <p className="text-base-content/75 text-sm">{t('categoryBlurb', { category: name })}</p>
        <div className="card-actions mt-auto">
          <Link to={href} aria-describedby={titleId} className="btn btn-primary btn-sm">
            {t('seeBooks')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
