import en from './messages/conversations.en.json';
import { namespace } from './namespace.ts';

/** Messages between a buyer and a seller: the list, a conversation, its offers, asking and reporting. */
export const conversations = namespace('conversations', en, () => import('./messages/conversations.bn.json'));
