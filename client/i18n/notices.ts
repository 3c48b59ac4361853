import en from '../../shared/messages/notices.en.json';
import { namespace } from './namespace.ts';

/**
 * What happened, as a notification says it: the server's catalog (shared/messages/), which it
 * writes its emails and pushes from too, so the bell says the same words in the page's language.
 */
export const notices = namespace('notices', en, () => import('../../shared/messages/notices.bn.json'));

export type NoticeKey = keyof typeof en;
export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(en, key);
