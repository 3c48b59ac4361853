import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SitePageBlock, SitePageInline } from '../../../shared/site-page-content.ts';
import type { SitePageSlug } from '../../../shared/site-pages.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { common } from '../../i18n/common.ts';
import { content } from '../../i18n/content.ts';
import { useReading } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/namespace.ts';

function Runs({ runs }: { runs: SitePageInline[] }) {
  return runs.map((run, i) => {
    if (run.type === 'strong') return <strong key={i}>{run.text}</strong>;
    if (run.type === 'text') return run.text;
    // The store's own paths stay in the app; mail, phone and other sites are plain links.
    return run.href.startsWith('/') ? (
      <Link key={i} to={run.href} className="link link-secondary">
        {run.text}
      </Link>
    ) : (
      <a key={i} href={run.href} className="link link-secondary">
        {run.text}
      </a>
    );
  });
}

function Block({ block }: { block: SitePageBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-10 font-serif text-2xl font-bold">{block.text}</h2>
      ) : (
        <h3 className="mt-6 text-lg font-semibold">{block.text}</h3>
      );
    case 'paragraph':
      return (
        <p className="mt-4">
          <Runs runs={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`mt-4 space-y-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Runs runs={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** About, Contact, Help, Terms, Privacy, Cookies: the words the store's operator wrote for the page. */
export function SitePage({ slug }: { slug: SitePageSlug }) {
  const trpc = useTRPC();
  const { locale } = useReading();
  const page = useQuery(trpc.catalog.sitePage.queryOptions({ slug, lang: locale }));
  const t = useMessages(content);
  const general = useMessages(common);

  if (page.isPending) return <LoadingSpinner label={t('loadingPage')} className="min-h-[50vh]" />;
  if (page.isError) {
    return (
      <div className="px-4 py-16">
        <QueryError message={t('pageFailed')} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </div>
    );
  }
  const { title, blocks, lang } = page.data;
  // A page not yet written in the reader's language shows in English, and says so to screen readers.
  return (
    <article lang={lang} className="text-base-content/85 mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed sm:px-6">
      <title>{general('pageTitle', { page: title })}</title>
      <h1 className="text-base-content font-serif text-4xl font-bold">{title}</h1>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </article>
  );
}
