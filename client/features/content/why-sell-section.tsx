import type { ComponentType } from 'react';
import { whySell } from '../../i18n/why-sell.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { BoxIcon, CoinsIcon, GraduationIcon, HeartIcon, RecycleIcon, SparkIcon } from '../../components/page-icons.tsx';

type Reason = { key: 'money' | 'shelves' | 'students' | 'waste' | 'reader' | 'next'; Icon: ComponentType<{ className?: string }> };

const REASONS: Reason[] = [
  { key: 'money', Icon: CoinsIcon },
  { key: 'shelves', Icon: BoxIcon },
  { key: 'students', Icon: GraduationIcon },
  { key: 'waste', Icon: RecycleIcon },
  { key: 'reader', Icon: HeartIcon },
  { key: 'next', Icon: SparkIcon },
];

export function WhySellSection() {
  const t = useMessages(whySell);
  return (
    <section aria-labelledby="why-sell-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-sell-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {t('heading')}
          </h2>
          <p className="text-base-content/75 mt-3 text-lg">{t('intro')}</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <span className="bg-primary/15 text-secondary grid size-12 place-items-center rounded-xl">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-2 text-lg font-semibold">{t(`${key}Title`)}</h3>
                <p className="text-base-content/75">{t(`${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
