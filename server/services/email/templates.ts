import type { EmailTopic } from '../../../shared/email-settings.ts';
import { listInWords } from '../../../shared/message-values.ts';
import { sayTo, type Reader, type Say } from '../../i18n/translate.ts';

/** One part of an email: a heading, some paragraphs, and where to act. */
export type EmailSection = {
  heading: string;
  paragraphs: string[];
  /** Quoted lines (a conversation's messages, a digest's alerts), each with an optional link. */
  items?: Array<{ text: string; url?: string }>;
  action?: { label: string; url: string };
};

/** What an email says, before the layout; a batch of several carries each as a section under its own heading. */
export type EmailContent = EmailSection & { subject: string; sections?: EmailSection[] };

export type RenderedEmail = { subject: string; html: string; text: string };

/** The store's look (client/app/styles.css): its teal, its dark ink, serif headings. */
const INK = '#0f2d2b';
const TEAL = '#00ada4';
const DEEP_TEAL = '#00756e';
const MUTED = '#50605e';
const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** An inline style attribute, escaped as any attribute value is: the font stacks quote their names. */
const style = (css: string) => `style="${escape(css)}"`;

/** Why the email came (the topics it is about, each with its unsubscribe link) and where to change that. */
type Footer = { topics: Array<{ topic: EmailTopic; unsubscribeUrl: string }>; settingsUrl: string };
/** An email the recipient asked for (a verification link): its footer says why, with no topic to turn off. */
type AskedFor = { why: string };

/** Why an email came, and the links that stop its kinds (none for one the recipient asked for). */
function footerParts(footer: Footer | AskedFor, reader: Reader, say: Say): { why: string; links: Array<{ label: string; url: string }> } {
  if ('why' in footer) return { why: footer.why, links: [] };
  const topicName = (topic: EmailTopic) => say(`emails.topic.${topic}`);
  const names = footer.topics.map((t) => topicName(t.topic));
  return {
    why: say('emails.footer.why', { topics: listInWords(names, reader.locale, reader.banglaDigits) }),
    links: [
      ...footer.topics.map((t) => ({ label: say('emails.footer.unsubscribe', { topic: topicName(t.topic) }), url: t.unsubscribeUrl })),
      { label: say('emails.footer.settings'), url: footer.settingsUrl },
    ],
  };
}

/** The store's name at the top, its second word in teal (`Book <0>Store</0>` in the catalog). */
function brandHtml(say: Say): string {
  const [first = '', second = '', rest = ''] = say('emails.brand').split(/<\/?0>/);
  return `${escape(first)}<span ${style(`color:${DEEP_TEAL}`)}>${escape(second)}</span>${escape(rest)}`;
}

function sectionHtml(section: EmailSection, level: 'h1' | 'h2'): string {
  const headingFont = level === 'h1' ? 'bold 22px/1.3' : 'bold 18px/1.3';
  const items = (section.items ?? [])
    .map(
      (item) =>
        `<tr><td ${style(`padding:10px 14px;border-left:4px solid ${TEAL};background:#f1f8f7;font:15px/1.5 ${SANS};color:${INK}`)}>` +
        (item.url ? `<a href="${escape(item.url)}" ${style(`color:${DEEP_TEAL}`)}>${escape(item.text)}</a>` : escape(item.text)) +
        `</td></tr><tr><td ${style('height:8px')}></td></tr>`,
    )
    .join('');
  return `<${level} ${style(`margin:${level === 'h1' ? '0' : '26px'} 0 16px;font:${headingFont} ${SERIF};color:${INK}`)}>${escape(section.heading)}</${level}>
${section.paragraphs.map((p) => `<p ${style(`margin:0 0 14px;font:16px/1.55 ${SANS};color:${INK}`)}>${escape(p)}</p>`).join('\n')}
${items ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${style('margin:6px 0 14px')}>${items}</table>` : ''}
${section.action ? `<p ${style('margin:22px 0 0')}><a href="${escape(section.action.url)}" ${style(`display:inline-block;padding:12px 22px;border-radius:8px;background:${TEAL};color:#022b28;font:bold 16px ${SANS};text-decoration:none`)}>${escape(section.action.label)}</a></p>` : ''}`;
}

const sectionText = (section: EmailSection): string[] => [
  section.heading,
  '',
  ...section.paragraphs.flatMap((p) => [p, '']),
  ...(section.items ?? []).flatMap((item) => [`> ${item.text}${item.url ? `\n  ${item.url}` : ''}`]),
  ...(section.action ? ['', `${section.action.label}: ${section.action.url}`] : []),
];

/**
 * Lays an email out in the store's look, as HTML (tables and inline styles, which every mail client
 * reads) and as plain text, with the footer that says why it came and how to stop it, in the
 * reader's language (the content is in it already).
 */
export function renderEmail(content: EmailContent, footer: Footer | AskedFor, reader: Reader): RenderedEmail {
  const say = sayTo(reader);
  const { why, links } = footerParts(footer, reader, say);
  const sections = content.sections ?? [];
  const stopLinks = links.map((link) => `<a href="${escape(link.url)}" ${style(`color:${DEEP_TEAL}`)}>${escape(link.label)}</a>`).join(' · ');
  const html = `<!doctype html>
<html lang="${reader.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head>
<body ${style('margin:0;padding:0;background:#eef4f3')}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${style('background:#eef4f3')}><tr><td align="center" ${style('padding:24px 12px')}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${style('max-width:560px;background:#ffffff;border:1px solid #d6e3e1;border-radius:12px')}>
<tr><td ${style(`padding:18px 28px;border-bottom:4px solid ${TEAL};font:bold 22px ${SERIF};color:${INK}`)}>${brandHtml(say)}</td></tr>
<tr><td ${style('padding:28px')}>
${[sectionHtml(content, 'h1'), ...sections.map((section) => sectionHtml(section, 'h2'))].join('\n')}
</td></tr>
<tr><td ${style(`padding:16px 28px 22px;border-top:1px solid #e3ecea;font:13px/1.5 ${SANS};color:${MUTED}`)}>${escape(why)}${stopLinks && `<br>\n${stopLinks}`}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    ...sectionText(content),
    ...sections.flatMap((section) => ['', '', ...sectionText(section)]),
    '',
    '--',
    why,
    ...links.map((link) => `${link.label}: ${link.url}`),
  ].join('\n');
  return { subject: content.subject, html, text };
}
