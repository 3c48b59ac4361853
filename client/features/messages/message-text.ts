import { messageTextSchema } from '../../../shared/conversations.ts';
import { conversations } from '../../i18n/conversations.ts';

/** A message as the person typed it, checked with the server's rules: the trimmed text, or why it cannot be sent. */
export function readMessageText(raw: FormDataEntryValue | null): { text: string } | { error: string } {
  const parsed = messageTextSchema.safeParse(typeof raw === 'string' ? raw : '');
  if (parsed.success) return { text: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? conversations.t('cannotSend') };
}
