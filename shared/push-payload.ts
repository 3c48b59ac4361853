/**
 * What a push message carries, encrypted, to the service worker (client/service-worker/), which shows
 * it as a notification: a tap opens `url`. Notifications with the same `tag` replace each other on
 * the device (a conversation's newest message replaces the one before).
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };
