import webpush from 'web-push';
import type { PushPayload } from '../../../shared/push-payload.ts';
import { isPushService } from './push-services.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A browser's subscription as the store keeps it: where its push service takes messages, and the keys they are encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `high`: the push service wakes a sleeping phone for it at once (a message); `normal` may wait for the phone to wake. */
export type PushUrgency = 'high' | 'normal';
/** Handed to the push service, or the subscription is gone for good (the browser unsubscribed, or it expired). */
export type PushOutcome = 'sent' | 'gone';

/** Sends Web Push messages, encrypted to each browser's keys and signed with the store's VAPID key pair. */
export interface PushSender {
  /** The VAPID public key, which browsers subscribe with (`applicationServerKey`). */
  readonly publicKey: string;
  /** Whether an endpoint is on a push service the store posts to (PUSH_SERVICE_ORIGINS). */
  accepts(endpoint: string): boolean;
  /** Answers 'sent' or 'gone'; throws a PushFailure otherwise. */
  send(target: PushTarget, payload: PushPayload, urgency: PushUrgency): Promise<PushOutcome>;
}

/**
 * A push that did not go through. `transient`: a later try may do (no answer in time, no connection,
 * the service's 5xx, 408 or 429); otherwise the service refused what was sent, and would again.
 */
export class PushFailure extends Error {
  override readonly name = 'PushFailure';
  constructor(
    message: string,
    readonly transient: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type PushSenderSettings = { keys: VapidKeys; subject: string; origins: readonly string[] };

/** How long a push service keeps a message for a device that is off: a day, after which the news is old. */
const TTL_SECONDS = 24 * 60 * 60;
/** How long one push may take, the whole exchange. */
const TIMEOUT_MS = 10_000;

const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * web-push encrypts the payload (aes128gcm) and signs the VAPID JWT; the POST itself is fetch's,
 * not web-push's sendNotification, which speaks https only (a local push service in the tests is
 * http) and whose timeout is the socket's idle time, not the whole exchange's. A redirect is not
 * followed: the store posts to the push services of PUSH_SERVICE_ORIGINS and nowhere else. No
 * circuit breaker: pushes are sent by jobs, which no request waits on, and the queue retries them.
 */
export function webPushSender({ keys, subject, origins }: PushSenderSettings): PushSender {
  const vapidDetails = { subject, ...keys };
  const accepts = (endpoint: string) => isPushService(endpoint, origins);
  return {
    publicKey: keys.publicKey,
    accepts,
    async send({ endpoint, p256dh, auth }, payload, urgency) {
      const service = URL.parse(endpoint)?.origin ?? 'an endpoint that is not a URL';
      if (!accepts(endpoint)) throw new PushFailure(`${service} is not a push service the store posts to (PUSH_SERVICE_ORIGINS)`, false);
      const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, JSON.stringify(payload), {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency,
      });
      // web-push writes TTL and Content-Length as numbers, and the body as a Buffer, which the DOM's fetch types refuse.
      const headers = Object.entries(request.headers as Record<string, string | number>).map(([name, value]): [string, string] => [name, String(value)]);
      const body = new Uint8Array(request.body);
      const answer = await fetch(endpoint, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
        (cause: unknown) => {
          throw new PushFailure(`the push service at ${service} could not be reached: ${String(cause)}`, true, { cause });
        },
      );
      const said = (await answer.text().catch(() => '')).slice(0, 200);
      if (answer.ok) return 'sent';
      if (answer.status === 404 || answer.status === 410) return 'gone';
      throw new PushFailure(`the push service at ${service} answered ${answer.status}${said && `: ${said}`}`, isTransient(answer.status));
    },
  };
}
