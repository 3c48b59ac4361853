import { InvalidInput, NotFound } from '../domain-errors.ts';
import type { EmailSettings, EmailTopic } from '../../../shared/email-settings.ts';
import type { Deps } from '../../deps.ts';
import { changeEmailSettings, topicOff } from './settings.ts';

/** POST /email/unsubscribe (and the one-click URL in the List-Unsubscribe header): that topic is off for good. */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'unsubscribeTokens'>, token: string): Promise<{ topic: EmailTopic; settings: EmailSettings }> {
  const read = deps.unsubscribeTokens.read(token);
  if (!read) throw new InvalidInput('That unsubscribe link is not one of ours, or it was cut short.');
  const settings = await changeEmailSettings(deps, read.userId, topicOff(read.topic)).catch((error: unknown) => {
    if (error instanceof NotFound) throw new NotFound('The account this link was for no longer exists.');
    throw error;
  });
  return { topic: read.topic, settings };
}
