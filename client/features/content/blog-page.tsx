import { FAQ_ENTRIES } from './faq-entries.ts';

export function BlogPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>Blog · Book Store</title>
      <p className="text-secondary text-sm font-semibold tracking-wider uppercase">Questions we get asked</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">Blog</h1>
      <p className="text-base-content/75 mt-3 text-lg">Short answers to questions about the web technology behind Book Store.</p>
      <div className="mt-10 space-y-4">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.question} className="collapse-arrow bg-base-100 border-base-300 collapse border shadow-sm">
            <summary className="collapse-title pe-12 text-lg font-semibold">{entry.question}</summary>
            <div className="collapse-content text-base-content/80 space-y-3">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
