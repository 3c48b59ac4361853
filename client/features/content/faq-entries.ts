import type { content } from '../../i18n/content.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

type Message = KeyOf<typeof content>;

/** A question of the blog and its answer's paragraphs, by message. */
export type FaqEntry = { question: Message; answer: Message[] };

export const FAQ_ENTRIES: FaqEntry[] = [
  { question: 'faqStateQuestion', answer: ['faqStateLocal', 'faqStateShared', 'faqStateServer'] },
  { question: 'faqPrototypeQuestion', answer: ['faqPrototypeChain', 'faqPrototypeShared'] },
  { question: 'faqTestQuestion', answer: ['faqTestWhat', 'faqTestWhy', 'faqTestDocs'] },
  { question: 'faqFrameworksQuestion', answer: ['faqFrameworksReact', 'faqFrameworksAngular', 'faqFrameworksVue'] },
];
