import type { ComponentType } from 'react';
import { BoxIcon, CoinsIcon, GraduationIcon, HeartIcon, RecycleIcon, SparkIcon } from '../../components/icons.tsx';

type Reason = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

const REASONS: Reason[] = [
  {
    title: 'Earn money back',
    text: 'A book you paid for once can pay you back. Set your price and turn finished reads into cash.',
    Icon: CoinsIcon,
  },
  {
    title: 'Free up your shelves',
    text: 'Clear the stacks you will never reread and make room for the books you actually reach for.',
    Icon: BoxIcon,
  },
  {
    title: 'Help students save',
    text: 'Textbooks are expensive. Your old course books can halve the cost of a semester for someone else.',
    Icon: GraduationIcon,
  },
  {
    title: 'Less waste',
    text: 'Every resold copy is one fewer printed and one fewer thrown away. Keep good books in circulation.',
    Icon: RecycleIcon,
  },
  {
    title: 'Find a reader who cares',
    text: 'Buyers here are looking for exactly your title, so your book goes to someone who will value it.',
    Icon: HeartIcon,
  },
  {
    title: 'Fund your next read',
    text: 'Put what you earn towards the next book on your list, new or, better still, used.',
    Icon: SparkIcon,
  },
];

export function WhySellSection() {
  return (
    <section aria-labelledby="why-sell-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-sell-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            Why sell your used books?
          </h2>
          <p className="text-base-content/75 mt-3 text-lg">Six good reasons to list the books you have finished.</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <span className="bg-primary/15 text-secondary grid size-12 place-items-center rounded-xl">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-2 text-lg font-semibold">{title}</h3>
                <p className="text-base-content/75">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
