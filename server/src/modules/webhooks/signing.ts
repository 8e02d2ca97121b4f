import { createHmac } from 'node:crypto';

/**
 * The signature scheme (docs: "Verifying a delivery"): HMAC-SHA256, keyed by the endpoint's
 * secret, of `<timestamp>.<raw body>`, hex, as `v1=<hex>`. The timestamp (Unix seconds, sent as
 * Blokwerk-Webhook-Timestamp) is inside the signed text, so a receiver that refuses old
 * timestamps refuses replays. `v1` leaves room for another scheme beside it.
 */
export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one attempt; the id is the delivery's, the same on every retry and redelivery. */
export function deliveryHeaders(delivery: { id: string; event: string }, secret: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Blokwerk-Webhooks/1',
    'Blokwerk-Webhook-Id': delivery.id,
    'Blokwerk-Webhook-Event': delivery.event,
    'Blokwerk-Webhook-Timestamp': String(timestamp),
    'Blokwerk-Webhook-Signature': signature(secret, timestamp, body),
  };
}
