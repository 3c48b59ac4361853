import { describe, expect, it } from 'vitest';
import { isPushService } from './push-services.ts';

const ORIGINS = ['https://fcm.googleapis.com', 'https://*.notify.windows.com', 'http://127.0.0.1:8080'];

describe('the push services the store posts to', () => {
  it('are the origins listed, a leading *. standing for any subdomain', () => {
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc:def', ORIGINS)).toBe(true);
    expect(isPushService('https://FCM.googleapis.com:443/fcm/send/abc', ORIGINS)).toBe(true);
    expect(isPushService('https://db5p.notify.windows.com/w/?token=abc', ORIGINS)).toBe(true);
    expect(isPushService('https://a.b.notify.windows.com/w/', ORIGINS)).toBe(true);
    expect(isPushService('http://127.0.0.1:8080/push/1', ORIGINS)).toBe(true);
  });

  it('and nothing else: another scheme, port or host, a look-alike, credentials, not a URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/w/',
      'https://evilnotify.windows.com/w/',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:8081/push/1',
      'http://localhost:8080/push/1',
      'not a url',
    ]) {
      expect(isPushService(endpoint, ORIGINS), endpoint).toBe(false);
    }
  });
});
